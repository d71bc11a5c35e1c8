-- Meet again (issue 29): one row per random call that ended, kept for two hours. The window of
-- `POST /meet-again` (60 s) runs from `ended_at`, on the server's clock. `user_low` < `user_high`;
-- each side's tap is its own column, so the two taps meet in one row (the row lock orders them).
CREATE TABLE meet_again (
  match_id uuid PRIMARY KEY,
  user_low integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_high integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ended_at timestamptz NOT NULL,
  low_asked boolean NOT NULL DEFAULT false,
  high_asked boolean NOT NULL DEFAULT false,
  -- Set once, by the tap that completed the pair: the friendship is made exactly once.
  friended boolean NOT NULL DEFAULT false,
  CHECK (user_low < user_high)
);
CREATE INDEX meet_again_ended_idx ON meet_again (ended_at);
CREATE INDEX meet_again_high_idx ON meet_again (user_high);
