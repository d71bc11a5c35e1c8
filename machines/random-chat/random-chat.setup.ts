import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EndCallInput, SearchResult } from '../../contract/chat';
import { callControlsMachine } from '../call-controls/call-controls.machine';
import type { CallControlsEvent } from '../call-controls/call-controls.types';
import { callQualityMachine } from '../call-quality/call-quality.machine';
import { chatMatchMachine } from '../chat-match/chat-match.machine';
import { meetAgainMachine } from '../meet-again/meet-again.machine';
import { PEER_SYSTEM_ID } from '../peer/peer.types';
import { recordingMachine } from '../recording/recording.machine';
import type { RecordingEvent } from '../recording/recording.types';
import { reportMachine } from '../report/report.machine';
import type { ReportEvent } from '../report/report.types';
import { searchClockMachine } from '../search-clock/search-clock.machine';
import type { CameraOffInput } from '../shared/camera-off';
import { notProvided } from '../shared/not-provided';
import { TOASTS_SYSTEM_ID } from '../toasts/toasts.actions';
import { randomChatDelays, randomChatGuards } from './random-chat.guards';
import {
  chosenCall,
  declining,
  meetAgainInputOf,
  reportTargetOf,
  retryDelayOf,
  VIDEO_NOT_AVAILABLE,
} from './random-chat.helpers';
import { hangUps, peerLink } from './random-chat.links';
import {
  type ExitPlan,
  type Farewell,
  MAX_PENDING_CALLS,
  type ProblemKind,
  type RandomChatContext,
  type RandomChatEvent,
  type RandomChatInput,
  type SearchRequest,
} from './random-chat.types';
import { rememberPartner } from './recent-partners';
import { withWidened } from './widened-breeds';

/**
 * The random chat's setup: its children, its named actions, guards and delays, and the enqueued
 * actions its regions share (random-chat.machine.ts, random-chat.search-region.ts,
 * random-chat.match-region.ts).
 */

export const setupChat = setup({
  types: {
    context: {} as RandomChatContext,
    events: {} as RandomChatEvent,
    input: {} as RandomChatInput,
  },
  actors: {
    peerLink,
    hangUps,
    pageExit: fromCallback<{ type: 'exit.plan'; plan: ExitPlan }>(notProvided('randomChat.pageExit')),
    localMedia: fromCallback<RandomChatEvent>(notProvided('randomChat.localMedia')),
    search: fromPromise<SearchResult, SearchRequest>(notProvided('randomChat.search')),
    match: chatMatchMachine,
    controls: callControlsMachine,
    report: reportMachine,
    recording: recordingMachine,
    callQuality: callQualityMachine,
    meetAgain: meetAgainMachine,
    searchClock: searchClockMachine,
    cameraOff: fromCallback<{ type: 'cameraOff.sample' }, CameraOffInput>(notProvided('randomChat.cameraOff')),
  },
  actions: {
    setOnCall: (_args, _params: { isOnCall: boolean }) => notProvided('randomChat.setOnCall')(),
    endCall: (_args, _params: EndCallInput | null) => notProvided('randomChat.endCall')(),
    leavePool: notProvided('randomChat.leavePool'),
    /** Saves `context.recent` (the `exclude_ids` cookie). */
    saveRecent: notProvided('randomChat.saveRecent'),
    /** Saves `context.widened` (the `widen_breeds` cookie). */
    saveWidened: notProvided('randomChat.saveWidened'),
    /** The breed chat shown widened to its group, or back to the breed alone (`chat.widen`). */
    widen: assign({
      widened: ({ context, event }) => {
        assertEvent(event, 'chat.widen');
        return context.breedId === null ? context.widened : withWidened(context.widened, context.breedId, event.widen);
      },
    }),
    /** The 'video not available' toast, once per Start (not after every empty long-poll). */
    // Once told, the toast goes to the chat itself, which ignores it (sendTo without a target).
    notifyUnavailable: sendTo(
      ({ context, system }) => (context.toldUnavailable ? undefined : system.get(TOASTS_SYSTEM_ID)),
      VIDEO_NOT_AVAILABLE,
    ),
    markToldUnavailable: assign({ toldUnavailable: true }),
    declineCalls: sendTo(
      ({ system }, _params: { callIds: string[] }) => system.get(PEER_SYSTEM_ID),
      (_args, { callIds }: { callIds: string[] }) => declining(callIds),
    ),
    planExit: sendTo('pageExit', (_args, plan: ExitPlan) => ({ type: 'exit.plan' as const, plan })),
    showStream: sendTo(
      'controls',
      ({ context }): CallControlsEvent => ({ type: 'controls.stream', stream: context.localStream }),
    ),
    markInCall: sendTo(
      'controls',
      (_args, params: { inCall: boolean }): CallControlsEvent => ({ type: 'controls.inCall', inCall: params.inCall }),
    ),
    /** The recording follows the call: a new partner (Next) or the call's end stops it. */
    recordCall: sendTo(
      'recording',
      ({ context }): RecordingEvent =>
        context.companion
          ? {
              type: 'recording.call',
              call: {
                partnerId: context.companion.id,
                partnerName: context.companion.name,
                local: context.localStream,
                remote: context.remoteStream,
              },
            }
          : { type: 'recording.callEnded' },
    ),
    endRecordedCall: sendTo('recording', (): RecordingEvent => ({ type: 'recording.callEnded' })),
    openReport: sendTo(
      'report',
      ({ context }): ReportEvent => ({ type: 'report.open', target: reportTargetOf(context) }),
    ),
    forwardToMatch: sendTo('match', ({ event }) => event),
    /** Never meet this partner again soon (spec §4 step 7). */
    rememberCompanion: assign({
      recent: ({ context }) =>
        context.companion ? rememberPartner(context.recent, context.companion.id) : context.recent,
    }),
    /** A new Start may say 'video not available' again, and counts its empty long-polls afresh. */
    restart: assign({ toldUnavailable: false, emptySearches: 0, farewell: null }),
    countEmptySearch: assign({ emptySearches: ({ context }) => context.emptySearches + 1 }),
    /** The caller's call may come before our own search answer: keep it until the match is known. */
    keepPendingCall: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'peer.incoming');
        return [...context.pending, event.call].slice(-MAX_PENDING_CALLS);
      },
    }),
    /** On a match the callee keeps the one pending call of this match and declines the rest; the caller keeps none. */
    choosePendingCall: assign(({ context }) => ({ answering: chosenCall(context)?.id ?? null })),
    declineUnchosen: sendTo(
      ({ system }) => system.get(PEER_SYSTEM_ID),
      ({ context }) =>
        declining(context.pending.filter((call) => call.id !== context.answering).map((call) => call.id)),
    ),
    takeMatch: assign((_args, result: SearchResult) => ({
      companion: result.randomUser,
      matchId: result.match_id,
      role: result.role,
      emptySearches: 0,
      farewell: null,
    })),
    /** 1 s, or the server's Retry-After when it said 429. */
    takeRetryDelay: assign({ retryDelayMs: (_args, { error }: { error: unknown }) => retryDelayOf(error) }),
    forgetMatch: assign({
      companion: null,
      matchId: null,
      role: null,
      answering: null,
      remoteStream: null,
      peerConnection: null,
      reconnecting: null,
    }),
    /**
     * "Olena left" / "You blocked Olena", on the stage over the next search (not a toast: the screen
     * stays, and a toast would cover the call area), so the search never starts in silence.
     */
    sayFarewell: assign({ farewell: (_args, farewell: Farewell) => farewell }),
    setProblem: assign({ problem: (_args, params: { problem: ProblemKind }) => params.problem }),
  },
  guards: randomChatGuards,
  delays: randomChatDelays,
});

/**
 * Opens the camera (child `localMedia`) unless it is open or opening already; with `preview`, only
 * if the user may chat (the screen's own preview before Start).
 */
export const openCamera = (preview: boolean) =>
  setupChat.enqueueActions(({ context, enqueue }) => {
    if (context.cameraAsked || (preview && !context.preview)) return;
    enqueue.assign({ cameraAsked: true });
    enqueue.spawnChild('localMedia', { id: 'localMedia' });
  });

/**
 * "Meet again?" (machines/meet-again) for the partner of a call where both saw each other, unless
 * they are friends already; it replaces the card of an earlier call.
 */
export const offerMeetAgain = setupChat.enqueueActions(({ context, system, enqueue }) => {
  const input = meetAgainInputOf(context, system);
  if (!input) return;
  enqueue.stopChild('meetAgain');
  enqueue.spawnChild('meetAgain', { id: 'meetAgain', input });
});
/**
 * The same after the match child's done event. It reads only the context and the system, never
 * the event, so the machine-event typing of `setupChat.enqueueActions` does not matter there.
 */
export const offerMeetAgainAfterMatch = offerMeetAgain as never;

/** A failed camera is let go; Start asks for it again. */
export const dropCamera = setupChat.enqueueActions(({ enqueue }) => {
  enqueue.stopChild('localMedia');
  enqueue.assign({ cameraAsked: false, localStream: null });
});

/**
 * The searching clock (child `searchClock`, machines/search-clock) runs from the start of a search
 * (Start, Next, the partner's leaving) through its long-polls and pauses until a match or the end
 * of the chat; a widened search starts it afresh. Spawned here, in the root's system, so the
 * screen only reads it and its seconds follow the actor clock.
 */
export const startSearchClock = setupChat.enqueueActions(({ enqueue }) => {
  enqueue.stopChild('searchClock');
  enqueue.spawnChild('searchClock', { id: 'searchClock' });
});
export const stopSearchClock = setupChat.enqueueActions(({ enqueue }) => enqueue.stopChild('searchClock'));
