-- Friend calls (issue 10): an invitation from a caller to a friend, answered or not, and its end.
-- No foreign keys on purpose (like `reports`): a call of the last 24 hours is an encounter that
-- lets either side report the other, also after one account was deleted; rows of ended calls
-- older than a day are pruned when one of the two calls again.
CREATE TABLE friend_calls (
  id uuid PRIMARY KEY,
  caller_id integer NOT NULL,
  callee_id integer NOT NULL,
  -- The caller's issued PeerJS id handed to the friend who answers (never a guessable one).
  caller_peer_id varchar(64) NOT NULL,
  -- The answerer's peer id, bound by its first signalling message to the caller's id.
  callee_peer_id varchar(64),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  ended_at timestamptz,
  end_reason varchar(16),
  CHECK (caller_id <> callee_id)
);
-- One open call (ringing or answered) per pair, whoever called: the index decides a race.
CREATE UNIQUE INDEX friend_calls_open_pair_idx
  ON friend_calls (least(caller_id, callee_id), greatest(caller_id, callee_id))
  WHERE ended_at IS NULL;
CREATE INDEX friend_calls_caller_idx ON friend_calls (caller_id, created_at DESC);
CREATE INDEX friend_calls_callee_idx ON friend_calls (callee_id, created_at DESC);
