-- Core tables every capability builds on: breeds, users, refresh-token sessions.
CREATE TABLE breeds (
  id serial PRIMARY KEY,
  name text NOT NULL,
  name_ua text NOT NULL,
  image text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name varchar(50) NOT NULL,
  phone varchar(32) NOT NULL,
  email varchar(50) NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  email_subscription boolean NOT NULL DEFAULT false,
  locale varchar(2) NOT NULL DEFAULT 'en',
  pet_name varchar(50) NOT NULL,
  pet_gender varchar(4) NOT NULL CHECK (pet_gender IN ('boy', 'girl')),
  pet_breed_id integer REFERENCES breeds(id) ON DELETE SET NULL,
  image text,
  trial_ends_at timestamptz,
  trial_message_pending boolean NOT NULL DEFAULT false,
  subscription_ends_at timestamptz,
  is_on_call boolean NOT NULL DEFAULT false,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));

-- One row per issued refresh token. Tokens of one login share a family; reuse of a rotated
-- token revokes the family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Accepted friendships, one row per direction so "my friends" is a single index scan.
CREATE TABLE friendships (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  friend_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, friend_id)
);
