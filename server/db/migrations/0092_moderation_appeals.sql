-- Moderators under rules (issue 28 item 2): lifts and appeal decisions are logged beside the
-- actions on reports, and a banned account may file one appeal per ban.
ALTER TABLE moderation_actions DROP CONSTRAINT moderation_actions_action_check;
ALTER TABLE moderation_actions
  ADD CONSTRAINT moderation_actions_action_check
  CHECK (action IN ('dismiss', 'warn', 'suspend', 'ban', 'lift', 'keep'));
ALTER TABLE moderation_actions ADD COLUMN appeal_id integer;

CREATE TABLE appeals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The ban appealed against (users.banned_at when it was filed): one appeal per ban.
  ban_at timestamptz NOT NULL,
  message text NOT NULL,
  status varchar(6) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'lifted', 'kept')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT appeals_user_id_ban_at_unique UNIQUE (user_id, ban_at)
);
CREATE INDEX appeals_status_idx ON appeals (status, created_at);
