-- Random video chat: PeerJS credentials bound to a session, and violation reports.

-- One row per issued PeerJS id. The id is random (128 bits) and usable only with its token
-- (stored hashed) while the session (refresh-token family) that asked for it is alive.
CREATE TABLE peer_credentials (
  peer_id varchar(64) PRIMARY KEY,
  token_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX peer_credentials_user_idx ON peer_credentials (user_id, created_at DESC);

-- Reports outlive both accounts: no foreign keys (nothing cascades), and the reported user's
-- name is kept as shown to the reporter.
CREATE TABLE reports (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL,
  target_id integer NOT NULL,
  target_name varchar(50) NOT NULL,
  topic varchar(64) NOT NULL,
  details text NOT NULL CHECK (char_length(details) BETWEEN 3 AND 1000),
  match_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_target_idx ON reports (target_id, created_at DESC);
CREATE INDEX reports_reporter_idx ON reports (reporter_id, target_id);
