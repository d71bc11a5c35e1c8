-- Web Push (issue 26).

-- The VAPID key pair when none is configured: one row, made by the first instance that starts
-- (INSERT ... ON CONFLICT DO NOTHING, then read), so every instance signs with the same key.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per device (a browser's endpoint is unique to it), tied to the session that made it:
-- ending that session deletes it. The three switches are "Notifications on this device".
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  calls boolean NOT NULL DEFAULT true,
  friend_requests boolean NOT NULL DEFAULT true,
  missed_calls boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_family_idx ON push_subscriptions (family_id);
