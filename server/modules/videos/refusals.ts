import { HttpError } from '../../http/errors';

/** Why an upload is not stored as a video (issue 28 item 3): 422 with these codes and messages. */
export const REFUSALS = {
  not_a_video: 'Please upload a WebM or MP4 video.',
  no_video_track: 'This file has no video in it.',
  video_truncated: 'This video file is incomplete. Please record it again.',
  video_trailing_data: 'This video file has extra data after the video.',
  no_duration: 'This video has no length.',
  video_too_long: 'This video is longer than a call can last.',
} as const;

export type VideoRefusal = keyof typeof REFUSALS;

/** 422 with a stable `code` beside the message (issue 27 item 2). */
export const refuseVideo = (code: VideoRefusal) =>
  new HttpError(422, REFUSALS[code], { video: [REFUSALS[code]] }, {}, { code });
