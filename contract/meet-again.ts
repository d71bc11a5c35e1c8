import * as v from 'valibot';
import type { Friend } from './friends';

/**
 * Meet again (issue 29, API.md "Random chat" `POST /meet-again`): after a random call ends, both
 * partners may tap a heart within the window; when both did, they are friends. One tap alone
 * tells the other nothing.
 */

/** The window after the call's end, on the server's clock. */
export const MEET_AGAIN_WINDOW_MS = 60_000;

export const meetAgainBody = v.object({
  match_id: v.pipe(v.string('Please give the match'), v.uuid('Unknown match')),
});
export type MeetAgainInput = v.InferOutput<typeof meetAgainBody>;

/** `waiting`: this side asked, the other has not (yet); `friends`: both asked, the friendship is made. */
export interface MeetAgainResult {
  state: 'waiting' | 'friends';
}

/** The stable `code` of each refusal (API.md Conventions). */
export const MEET_AGAIN_CODES = {
  /** 403: the match is not one of yours, or has not ended. */
  notYourMatch: 'not_your_match',
  /** 403: one of the two blocked the other. */
  blocked: 'blocked',
  /** 403: a non-subscriber at the friend limit. */
  friendLimit: 'friend_limit',
  /** 410: the window closed. */
  expired: 'expired',
} as const;

/** Realtime, `FriendsChanel` on `friends-chanel`, to both: they asked each other, they are friends. */
export interface MeetAgainData {
  type: 'meetAgain';
  match_id: string;
  /** The other user, as GET /friends lists them. */
  friend: Friend;
}
