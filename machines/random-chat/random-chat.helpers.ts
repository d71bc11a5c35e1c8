import { msg } from '@lingui/core/macro';
import type { AnyActorRef, DoneActorEvent } from 'xstate';
import type { EndCallInput } from '../../contract/chat';
import type { ChatMatchInput, ChatMatchOutput, MatchEnding } from '../chat-match/chat-match.types';
import type { MeetAgainInput } from '../meet-again/meet-again.types';
import type { PeerRequest } from '../peer/peer.types';
import type { ReportTarget } from '../report/report.types';
import { SESSION_SYSTEM_ID, type SessionUser } from '../session/session.types';
import type { ToastsEvent } from '../toasts/toasts.types';
import {
  type ExitPlan,
  type Farewell,
  type RandomChatContext,
  type RandomChatInput,
  RETRY_DELAY_MS,
  type SearchFailure,
  type SearchRequest,
} from './random-chat.types';

/** Pure helpers of random-chat.machine.ts: hang-ups, exit plans, the pending call, messages. */

export type Ctx = { context: RandomChatContext };

export const NO_EXIT: ExitPlan = { leavePool: false, hangUp: null, warn: false };
export const SEARCH_EXIT: ExitPlan = { leavePool: true, hangUp: null, warn: false };

/** The hang-up owed to the current partner (who hears about it through `andCall`). */
export function hangUpOf(context: RandomChatContext, notEnd = false): EndCallInput | null {
  return context.companion ? { to: context.companion.id, notEnd, match_id: context.matchId } : null;
}

export const hangUp = ({ context }: Ctx) => hangUpOf(context);
/** The partner hung up: acknowledged with `notEnd` (spec §4 step 7). */
export const hangUpAcknowledged = ({ context }: Ctx) => hangUpOf(context, true);
export const matchExit = ({ context }: Ctx): ExitPlan => ({ leavePool: false, hangUp: hangUpOf(context), warn: false });
export const callExit = ({ context }: Ctx): ExitPlan => ({ leavePool: false, hangUp: hangUpOf(context), warn: true });

export const declining = (callIds: string[]): PeerRequest => ({ type: 'peer.decline', callIds });
export const VIDEO_NOT_AVAILABLE: ToastsEvent = {
  type: 'toast.show',
  kind: 'warning',
  message: msg`Video not available`,
};

/** The callee answers the pending call of its own match, if it came already; the caller none. */
export function chosenCall(context: RandomChatContext) {
  return context.role === 'callee' ? context.pending.find((call) => call.matchId === context.matchId) : undefined;
}

export function isSearchFailure(error: unknown, kind: SearchFailure['kind']): boolean {
  return typeof error === 'object' && error !== null && (error as SearchFailure).kind === kind;
}

/** What the match child needs: the users, the match, the camera, the pending call it answers. */
export function matchInput({ context }: Ctx): ChatMatchInput {
  const { me, companion, matchId, role, answering, localStream } = context;
  if (!companion || !matchId || !role || !localStream) throw new Error('matched without a match');
  return { me, companion, matchId, role, answering, localStream };
}

export function initialContext(input: RandomChatInput): RandomChatContext {
  return {
    ...input,
    cameraAsked: false,
    peerId: null,
    localStream: null,
    companion: null,
    matchId: null,
    role: null,
    pending: [],
    answering: null,
    remoteStream: null,
    peerConnection: null,
    reconnecting: null,
    problem: null,
    retryDelayMs: RETRY_DELAY_MS,
    toldUnavailable: false,
    emptySearches: 0,
    farewell: null,
    partnerCameraOff: false,
  };
}

/** The breed chat shown is widened to its breed group (issue 29). */
export const isWidened = (context: RandomChatContext): boolean =>
  context.breedId !== null && context.widened.includes(context.breedId);

/** The search asks with the breed filter (widened or not), the exclusion list and the announced peer id. */
export function searchRequest({ context }: Ctx): SearchRequest {
  return {
    breed_id: context.breedId,
    exclusion_users: context.recent,
    peer_id: context.peerId ?? '',
    ...(isWidened(context) ? { widen: 'group' as const } : {}),
  };
}

/** 1 s, or the server's Retry-After when it said 429. */
export function retryDelayOf(error: unknown): number {
  return isSearchFailure(error, 'rateLimited')
    ? Math.max(RETRY_DELAY_MS, (error as Extract<SearchFailure, { kind: 'rateLimited' }>).retryAfterMs)
    : RETRY_DELAY_MS;
}

/** The companion as the report popup shows them (the one of the moment it was opened for). */
export function reportTargetOf(context: RandomChatContext): ReportTarget {
  if (!context.companion) throw new Error('no companion to report');
  const { id, name, pet_name, pet_gender } = context.companion;
  return { id, name, pet_name, pet_gender, match_id: context.matchId };
}

/** Named action groups. The partner was met: remember them (the list lives in a cookie). */
export const MEETING_ENDED = ['rememberCompanion', 'saveRecent'] as const;
export const HANG_UP = { type: 'endCall' as const, params: hangUp };
export const ACKNOWLEDGE = { type: 'endCall' as const, params: hangUpAcknowledged };
/** Guard: the match ended as `expected` (and, if `met` is given, remote video had or had not played). */
export function ended(expected: MatchEnding, met?: boolean) {
  return {
    type: 'endedAs' as const,
    params: ({ event }: { event: DoneActorEvent<ChatMatchOutput> }) => ({ ...event.output, expected, met }),
  };
}
/** "Olena left" / "You blocked Olena": the companion's name, before the match is forgotten. */
export const farewellOf =
  (kind: Farewell['kind']) =>
  ({ context }: Ctx): Farewell => ({ kind, name: context.companion?.name ?? '', userId: context.companion?.id ?? 0 });
/** 'Video not available', once per Start (not after every empty long-poll). */
export const SAY_UNAVAILABLE = ['notifyUnavailable', 'markToldUnavailable'] as const;

/**
 * The "Meet again?" card's input for the call that is ending, or null: only after remote video
 * played (they saw each other), never for a friend (the session's friends are the fresh list; the
 * partner's own list is from the match).
 */
export function meetAgainInputOf(
  context: RandomChatContext,
  system: { get(id: string): AnyActorRef | undefined },
): MeetAgainInput | null {
  const { companion, matchId, remoteStream, me } = context;
  if (!companion || !matchId || !remoteStream) return null;
  const session = system.get(SESSION_SYSTEM_ID);
  const user = (session?.getSnapshot()?.context as { user?: SessionUser | null } | undefined)?.user;
  const friends = user?.friends ?? me.friends;
  if (friends.includes(companion.id) || companion.friends.includes(me.id)) return null;
  return {
    matchId,
    partner: {
      id: companion.id,
      name: companion.name,
      petName: companion.pet_name,
      petGender: companion.pet_gender,
      photo: companion.image ?? null,
    },
  };
}
