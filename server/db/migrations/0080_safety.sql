-- Safety and moderation (issue 13).

-- Date of birth: required at sign-up; null for accounts made before, who are asked once.
ALTER TABLE users ADD COLUMN birth_date date;
-- Standing: a suspension (until a time) or a ban closes the account; the moderator's note is
-- shown at login. `under_review_at`: the automatic brake (3 reporters within an hour) keeps the
-- user out of random chat until a moderator acts. A warning is shown once on the next visit.
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
ALTER TABLE users ADD COLUMN banned_at timestamptz;
ALTER TABLE users ADD COLUMN standing_note text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN under_review_at timestamptz;
ALTER TABLE users ADD COLUMN warning_note text;
ALTER TABLE users ADD COLUMN warning_at timestamptz;

-- Blocks: one row per blocker and blocked user; either side's row keeps the pair apart.
CREATE TABLE blocks (
  blocker_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

-- Reports: the still frame (a private storage key) and the moderation status.
ALTER TABLE reports ADD COLUMN evidence_key text;
ALTER TABLE reports ADD COLUMN status varchar(6) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed'));
ALTER TABLE reports ADD COLUMN closed_at timestamptz;
CREATE INDEX reports_status_idx ON reports (status, created_at DESC);

-- Every moderator action, kept when either account is deleted (no cascade on the moderator).
CREATE TABLE moderation_actions (
  id serial PRIMARY KEY,
  moderator_id integer,
  target_id integer NOT NULL,
  report_id integer,
  action varchar(8) NOT NULL CHECK (action IN ('dismiss', 'warn', 'suspend', 'ban')),
  note text NOT NULL DEFAULT '',
  until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_actions_target_idx ON moderation_actions (target_id, created_at DESC);
CREATE INDEX moderation_actions_created_idx ON moderation_actions (created_at DESC);
