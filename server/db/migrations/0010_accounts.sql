-- Accounts: one-time codes, password-reset tokens, attempt throttles and the dev mail outbox.

-- One live code per user and purpose ('verify_email', 'change_email'). Only a hash is kept;
-- `attempts` is raised atomically before each check, so at most 5 checks ever happen per code.
-- `sent_at` drives the resend cooldown; issuing a new code resets the row.
CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose varchar(20) NOT NULL,
  email varchar(50) NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  CONSTRAINT verification_codes_user_purpose_key UNIQUE (user_id, purpose)
);

-- Password-reset tokens: SHA-256 of a 256-bit random token, single use (`used_at`).
CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- Fixed-window counters (login failures per account, reset requests per address). The key is a
-- hash of purpose + normalised email, so addresses of people without an account are not kept.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

-- Mails of the default (outbox) mail adapter, listed at GET /api/dev/outbox outside production.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_email), id);
