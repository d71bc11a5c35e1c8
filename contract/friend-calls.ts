import * as v from 'valibot';
import { intId } from './fields';
import type { PetGenderValue } from './user';

/**
 * Friend calls (API.md "Friend calls"): an invitation from a caller to an online friend, answered,
 * declined, cancelled or expired; the peer-to-peer call itself then runs as in the random chat.
 */

/** An invitation lives this long unanswered; then the caller hears "no answer" and it disappears. */
export const CALL_INVITATION_TTL_MS = 30_000;

/** Call ids are random UUIDs: never guessable, never a user id. */
const callId = v.pipe(v.string('Please give the call'), v.uuid('Unknown call'));

/** POST /call-friend. `peer_id` (optional) names which of the caller's issued peer ids to hand over. */
export const callFriendBody = v.object({
  user_to_call: v.optional(intId('Please choose the friend to call'), ''),
  peer_id: v.optional(v.pipe(v.string(), v.regex(/^[a-f0-9]{32}$/, 'Unknown peer id'))),
});
export type CallFriendInput = v.InferOutput<typeof callFriendBody>;

/** POST /answer-call, /decline-call, /cancel-call */
export const callIdBody = v.object({ call_id: v.optional(callId, '') });

// ---- responses ---------------------------------------------------------------------------

export interface CallFriendResult {
  call_id: string;
}

/**
 * POST /answer-call: the caller's issued PeerJS id. `role: 'caller'` — the one who answers places
 * the peer-to-peer call; the inviter, already waiting, takes it.
 */
export interface AnswerCallResult {
  peer_id: string;
  role: 'caller';
}

/** 409 messages of POST /call-friend (the client shows them translated). */
export const FRIEND_OFFLINE_MESSAGE = 'Your friend is offline';
export const FRIEND_BUSY_MESSAGE = 'Your friend is on another call';
/** 409 of POST /call-friend: the two already have a call ringing or on (either of them called). */
export const CALL_ALREADY_OPEN_MESSAGE = 'There is already a call between you and this friend';
/** 409 of POST /call-friend: none of the caller's issued peer ids is connected (reload the page). */
export const CALLER_NOT_CONNECTED_MESSAGE = 'Your connection is not ready. Reload the page and try again';
/** 410 of POST /answer-call: the invitation expired, was cancelled or declined, or was answered already. */
export const CALL_OVER_MESSAGE = 'This call is over';

// ---- realtime (FriendsChanel, each to its recipient only) ---------------------------------

/** To the invited friend. */
export interface IncomingCallData {
  type: 'incomingCall';
  from: number;
  fromName: string;
  image: string | null;
  petName: string;
  petGender: PetGenderValue;
  petBreedName: string | null;
  /** The breed's Ukrainian name (shown under /ua). */
  petBreedNameUa: string | null;
  userToCall: number;
  callId: string;
}

/**
 * To the caller: the friend declined (`reason: 'declined'`) or the invitation expired unanswered
 * (`reason: 'no_answer'`). `from` is the friend, `to` the caller.
 */
export interface CallDeclinedData {
  type: 'callDeclined';
  callId: string;
  from: number;
  to: number;
  reason: 'declined' | 'no_answer';
}

/**
 * To the invited friend: the caller cancelled (`reason: 'cancelled'`) or the invitation expired
 * (`reason: 'expired'`); the notification goes. `from` is the caller, `to` the friend.
 */
export interface CallCancelledData {
  type: 'callCancelled';
  callId: string;
  from: number;
  to: number;
  reason: 'cancelled' | 'expired';
}

/**
 * To the invited friend's own channel (every tab of theirs): the invitation was answered or
 * declined, on this tab or another one, so it stops ringing everywhere. `from` is the caller,
 * `to` the friend. (Cancelled and expired invitations keep their `callCancelled`.)
 */
export interface CallEndedData {
  type: 'callEnded';
  callId: string;
  from: number;
  to: number;
  reason: 'answered' | 'declined';
}

/** To the invited friend: the invitation expired unanswered (kept in the bell as a missed call). */
export interface MissedCallData {
  type: 'missedCall';
  callId: string;
  from: number;
  fromName: string;
}

// ---- GET /friend-calls/pending -----------------------------------------------------------

/** An invitation to the signed-in user that still rings (a reloaded page or another tab rings too). */
export interface PendingCall {
  call_id: string;
  from: {
    id: number;
    name: string;
    image: string | null;
    pet_name: string;
    pet_gender: PetGenderValue;
    /** The caller's pet's breed in both languages, or null without one. */
    breed: { name: string; name_ua: string } | null;
  };
  /** ISO 8601: when it stops ringing unanswered. */
  expires_at: string;
}
