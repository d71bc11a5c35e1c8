-- Login failures are counted per account and client (issue 9, finding 8): `account` groups the
-- rows of one account (a hash of the normalised email) so a password reset can clear them all;
-- `blocked_until` carries the growing delay of the per-account ceiling.
ALTER TABLE auth_throttle ADD COLUMN account text;
ALTER TABLE auth_throttle ADD COLUMN blocked_until timestamptz;
CREATE INDEX auth_throttle_account_idx ON auth_throttle (account);
