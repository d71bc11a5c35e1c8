-- Subscription and card payments (API.md "Subscription"). No card number or CVV anywhere: the
-- payment gateway keeps the card and answers a token, the brand and the last 4 digits.
-- users.subscription_ends_at stays the one thing `is_subscribed` reads; this module updates it.

-- One row per user who ever subscribed. status: 'active' (renews at current_period_end),
-- 'cancelled' (access until current_period_end, no renewal), 'past_due' (a renewal failed; the
-- renewal job retries once a day, failed_attempts of 3 retries), 'expired'.
-- next_attempt_at: when the renewal job acts next (renew, retry or expire); null when expired.
CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  status varchar(16) NOT NULL CHECK (status IN ('active', 'cancelled', 'past_due', 'expired')),
  gateway varchar(32) NOT NULL,
  card_token text NOT NULL,
  card_brand varchar(32) NOT NULL,
  card_last4 varchar(4) NOT NULL,
  amount_minor integer NOT NULL,
  currency varchar(3) NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  next_attempt_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX subscriptions_due_idx ON subscriptions (next_attempt_at) WHERE next_attempt_at IS NOT NULL;

-- Every charge attempt that reached the gateway's answer: the first month and each renewal.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subscription_id integer REFERENCES subscriptions(id) ON DELETE SET NULL,
  kind varchar(16) NOT NULL CHECK (kind IN ('subscribe', 'renewal')),
  amount_minor integer NOT NULL,
  currency varchar(3) NOT NULL,
  status varchar(16) NOT NULL CHECK (status IN ('succeeded', 'failed', 'refunded')),
  card_brand varchar(32) NOT NULL,
  card_last4 varchar(4) NOT NULL,
  gateway_charge_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC, id DESC);

-- Idempotency-Key of POST /subscribe, per user: the first request inserts its key and answers;
-- a retry (also a parallel one, which waits on the unique key) returns the stored answer.
CREATE TABLE payment_idempotency_keys (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key varchar(255) NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
