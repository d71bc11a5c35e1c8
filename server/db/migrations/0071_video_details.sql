-- A saved video's length and the partner's name (issue 25), as the uploading client knew them: the
-- file itself is never read for them (a MediaRecorder WebM has no duration in its header). Older
-- rows and clients that do not send them keep NULL, shown as "unknown".
ALTER TABLE videos ADD COLUMN duration_seconds integer CHECK (duration_seconds >= 0);
ALTER TABLE videos ADD COLUMN partner_name varchar(50);
