import type { SearchResult } from '../../contract/chat';
import { CALL_SETTLE_MS } from '../call-quality/call-quality.types';
import type { ChatMatchOutput, MatchEnding } from '../chat-match/chat-match.types';
import { type Ctx, isSearchFailure, isWidened } from './random-chat.helpers';
import { MAX_EMPTY_SEARCHES, OFFER_WAIT_MS, PEER_WAIT_MS, type RandomChatEvent } from './random-chat.types';

/** The random chat's guards, by name (random-chat.machine.ts). */
export const randomChatGuards = {
  peerReady: ({ context }: Ctx) => context.peerId !== null,
  isCallee: ({ context }: Ctx) => context.role === 'callee',
  hasCamera: ({ context }: Ctx) => context.localStream !== null,
  foundPartner: (_args: unknown, result: SearchResult) => Boolean(result.randomUser && result.match_id && result.role),
  breedLocked: (_args: unknown, { error }: { error: unknown }) => isSearchFailure(error, 'breedLocked'),
  refused: (_args: unknown, { error }: { error: unknown }) => isSearchFailure(error, 'refused'),
  hasCompanion: ({ context }: Ctx) => context.companion !== null,
  /** Widening means something only in a breed chat, and only as a change. */
  widenChanges: ({ context, event }: Ctx & { event: RandomChatEvent }) =>
    event.type === 'chat.widen' && context.breedId !== null && event.widen !== isWidened(context),
  /** This empty long-poll is the last the retry limit allows. */
  lastEmptySearch: ({ context }: Ctx) => context.emptySearches + 1 >= MAX_EMPTY_SEARCHES,
  isCompanion: ({ context, event }: Ctx & { event: RandomChatEvent }) =>
    event.type === 'user.blocked' && event.userId === context.companion?.id,
  /** The block is of the partner who just left (the server ended the call before /block answered). */
  isLastPartner: ({ context, event }: Ctx & { event: RandomChatEvent }) =>
    event.type === 'user.blocked' && context.farewell !== null && event.userId === context.farewell.userId,
  isNewPeerId: ({ context, event }: Ctx & { event: RandomChatEvent }) =>
    event.type === 'peer.ready' && event.peerId !== context.peerId,
  /** The match ended as `expected` (and, if `met` is given, remote video had or had not played). */
  endedAs: ({ context }: Ctx, { ending, expected, met }: ChatMatchOutput & { expected: MatchEnding; met?: boolean }) =>
    ending === expected && (met === undefined || met === (context.remoteStream !== null)),
};

/** The random chat's named delays. */
export const randomChatDelays = {
  retryDelay: ({ context }: Ctx) => context.retryDelayMs,
  peerWait: PEER_WAIT_MS,
  offerWait: OFFER_WAIT_MS,
  callSettle: CALL_SETTLE_MS,
};
