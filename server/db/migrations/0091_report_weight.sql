-- Issue 28: a brake one person cannot pull, and friend requests that are not a megaphone.

-- The client address a report came from (request.ip, after TRUST_PROXY): the review brake
-- counts reporters from one /24 (IPv4) or /48 (IPv6) network once. Null for older reports.
ALTER TABLE reports ADD COLUMN reporter_address varchar(64);
CREATE INDEX reports_reporter_created_idx ON reports (reporter_id, created_at DESC);

-- Every declined friend request: the same sender cannot ask the same person again for 7 days,
-- and declines from 3 different people within a day pause the sender's requests for an hour.
-- Kept 7 days by use only (older rows are ignored); deleted with either account.
CREATE TABLE friend_request_declines (
  id serial PRIMARY KEY,
  sender_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  declined_at timestamptz NOT NULL
);
CREATE INDEX friend_request_declines_sender_idx ON friend_request_declines (sender_id, declined_at DESC);
