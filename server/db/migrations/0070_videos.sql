-- Saved videos (API.md "Videos"). A row exists only for a file that arrived whole: the upload is
-- streamed to a partial object, committed under `storage_key`, and only then inserted here.
-- The daily limit counts rows by created_at per UTC day.
CREATE TABLE videos (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  content_type varchar(32) NOT NULL,
  size bigint NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX videos_user_created_idx ON videos (user_id, created_at DESC);
