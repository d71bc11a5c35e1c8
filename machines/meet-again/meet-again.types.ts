import type { MeetAgainResult } from '../../contract/meet-again';
import type { PetGenderValue } from '../../contract/user';

/**
 * "Meet again?" after a random call (issue 29; API.md `POST /meet-again`). The random chat spawns
 * it (child `meetAgain`) when a call where both saw each other ends by Next, Stop or the partner
 * leaving; a new ended call replaces it. It shows the partner's pet and a heart for 60 s.
 *
 *   open          the window runs (60 s on the machine's clock; child `countdown` counts the seconds)
 *     offered       the card with the heart; meetAgain.heart → asking
 *     asking        POST /meet-again
 *     waiting       this side tapped; the other side learns nothing unless they tap too
 *   friends       both tapped (the answer said so, or realtime `meetAgain` for this match):
 *                 "You and Olena are friends now — call any time"
 *   limit         403 friend_limit: the friend limit's subscribe prompt
 *   expired       the window closed (or the server said 410): nothing shown
 *   closed        dismissed, or the server refused (blocked, not this user's match): nothing shown
 *
 * The window is the server's (it starts when the call ends); the client's 60 s only says how long
 * is left, and a tap the server finds too late closes the card.
 */

export const MEET_AGAIN_SECONDS = 60;

/** The partner as the companion card showed them. */
export interface MeetAgainPartner {
  id: number;
  name: string;
  petName: string;
  petGender: PetGenderValue;
  photo: string | null;
}

export interface MeetAgainInput {
  matchId: string;
  partner: MeetAgainPartner;
}

export interface MeetAgainContext extends MeetAgainInput {
  /** The last tap did not reach the server (no answer): the card says so, and the heart tries again. */
  failed: boolean;
}

export type MeetAgainEvent =
  | { type: 'meetAgain.heart' }
  | { type: 'meetAgain.dismiss' }
  /** Realtime `meetAgain` for this match: both tapped. */
  | { type: 'meetAgain.friends' };

export interface MeetAgainDeps {
  /** POST /meet-again; rejects with an ApiFailure (403 `friend_limit` / `blocked` / `not_your_match`, 410 `expired`). */
  ask(matchId: string, signal: AbortSignal): Promise<MeetAgainResult>;
}
