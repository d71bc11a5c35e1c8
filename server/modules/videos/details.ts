/**
 * What the client tells about a recording with POST /save-video (issue 25): its length and the
 * partner's name, as extra multipart fields before the `video` part. Since issue 28 only the name
 * is stored: the length is parsed from the file itself (inspect.ts), the client's is not trusted. They describe the uploader's own video only, so a missing or malformed value is
 * stored as unknown (null) rather than refusing the upload.
 */
export const DURATION_FIELD = 'duration_seconds';
export const PARTNER_NAME_FIELD = 'partner_name';

/** A day: longer than any recording can run (the server's time limit is minutes). */
const MAX_DURATION_SECONDS = 86_400;
/** Spec §9: names are at most 50 characters. */
const MAX_NAME_LENGTH = 50;

export interface VideoDetails {
  durationSeconds: number | null;
  partnerName: string | null;
}

export const NO_DETAILS: VideoDetails = { durationSeconds: null, partnerName: null };

export function videoDetailsOf(fields: { duration?: string; partnerName?: string }): VideoDetails {
  const duration = fields.duration?.trim() ?? '';
  const seconds = /^\d{1,6}$/.test(duration) ? Number(duration) : null;
  const name = fields.partnerName?.trim().slice(0, MAX_NAME_LENGTH) ?? '';
  return {
    durationSeconds: seconds !== null && seconds <= MAX_DURATION_SECONDS ? seconds : null,
    partnerName: name === '' ? null : name,
  };
}
