-- Friend requests (issue 10): one row per PAIR of users, whoever asked first, so a duplicate or
-- a crossing request (A→B while B→A) can never make a second row; the unique index decides a
-- race. A row is a pending request; accepting, declining or the crossing request removes it.
-- Accepted friendships stay in `friendships` (one row per direction).
CREATE TABLE friend_requests (
  id serial PRIMARY KEY,
  sender_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> recipient_id)
);
CREATE UNIQUE INDEX friend_requests_pair_idx
  ON friend_requests (least(sender_id, recipient_id), greatest(sender_id, recipient_id));
CREATE INDEX friend_requests_recipient_idx ON friend_requests (recipient_id, created_at DESC);
CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id);
