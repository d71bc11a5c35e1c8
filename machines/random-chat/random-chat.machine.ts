import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, stopChild } from 'xstate';
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
import { notProvided } from '../shared/not-provided';
import { TOASTS_SYSTEM_ID } from '../toasts/toasts.actions';
import {
  ACKNOWLEDGE,
  type Ctx,
  ended,
  farewellOf,
  HANG_UP,
  MEETING_ENDED,
  SAY_UNAVAILABLE,
  callExit,
  chosenCall,
  initialContext,
  declining,
  matchExit,
  matchInput,
  NO_EXIT,
  reportTargetOf,
  retryDelayOf,
  SEARCH_EXIT,
  searchRequest,
  VIDEO_NOT_AVAILABLE,
  meetAgainInputOf,
} from './random-chat.helpers';
import { randomChatDelays, randomChatGuards } from './random-chat.guards';
import { hangUps, peerLink } from './random-chat.links';
import {
  type ExitPlan,
  type Farewell,
  MAX_PENDING_CALLS,
  type ProblemKind,
  RETRY_DELAY_MS,
  type RandomChatContext,
  type RandomChatEvent,
  type RandomChatInput,
  type RefusalKind,
  type SearchRequest,
} from './random-chat.types';
import { rememberPartner } from './recent-partners';
import { withWidened } from './widened-breeds';

const setupChat = setup({
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
const openCamera = (preview: boolean) =>
  setupChat.enqueueActions(({ context, enqueue }) => {
    if (context.cameraAsked || (preview && !context.preview)) return;
    enqueue.assign({ cameraAsked: true });
    enqueue.spawnChild('localMedia', { id: 'localMedia' });
  });

/**
 * "Meet again?" (machines/meet-again) for the partner of a call where both saw each other, unless
 * they are friends already; it replaces the card of an earlier call.
 */
const offerMeetAgain = setupChat.enqueueActions(({ context, system, enqueue }) => {
  const input = meetAgainInputOf(context, system);
  if (!input) return;
  enqueue.stopChild('meetAgain');
  enqueue.spawnChild('meetAgain', { id: 'meetAgain', input });
});
/**
 * The same after the match child's done event. It reads only the context and the system, never
 * the event, so the machine-event typing of `setupChat.enqueueActions` does not matter there.
 */
const offerMeetAgainAfterMatch = offerMeetAgain as never;

/** A failed camera is let go; Start asks for it again. */
const dropCamera = setupChat.enqueueActions(({ enqueue }) => {
  enqueue.stopChild('localMedia');
  enqueue.assign({ cameraAsked: false, localStream: null });
});

export const randomChatMachine = setupChat.createMachine({
  id: 'randomChat',
  context: ({ input }) => initialContext(input),
  invoke: [
    { id: 'peerLink', src: 'peerLink' },
    { id: 'hangUps', src: 'hangUps' },
    { id: 'pageExit', src: 'pageExit' },
    {
      id: 'controls',
      src: 'controls',
      input: ({ context }) => ({ expandedMode: context.expandedMode, stage: context.stage }),
    },
    { id: 'report', src: 'report' },
    { id: 'recording', src: 'recording' },
  ],
  // Step 1: entering the screen clears the call target on the server. The camera opens with the
  // screen, so the own preview shows before Start (when the user may chat at all).
  entry: [{ type: 'setOnCall', params: { isOnCall: false } }, openCamera(true)],
  on: {
    'media.ready': { actions: [assign({ localStream: ({ event }) => event.stream }), 'showStream'] },
    'media.failed': {
      target: '.problem',
      actions: [dropCamera, { type: 'setProblem', params: ({ event }) => ({ problem: event.problem }) }],
    },
    'peer.ready': { actions: assign({ peerId: ({ event }) => event.peerId }) },
    'peer.lost': { actions: assign({ peerId: null }) },
    'peer.incoming': { actions: { type: 'declineCalls', params: ({ event }) => ({ callIds: [event.call.id] }) } },
    'breed.change': { actions: assign({ breedId: ({ event }) => event.breedId }) },
    'chat.widen': { guard: 'widenChanges', actions: ['widen', 'saveWidened'] },
    'report.open': { guard: 'hasCompanion', actions: 'openReport' },
  },
  initial: 'idle',
  states: {
    idle: {
      entry: ['forgetMatch', assign({ farewell: null }), { type: 'planExit', params: NO_EXIT }],
      on: { 'chat.start': { target: 'active', actions: ['restart', openCamera(false)] } },
    },
    // The call's link did not come back within 20 s (issue 24): "Connection lost", Start searches again.
    lost: {
      entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
      on: { 'chat.start': { target: 'active', actions: ['restart', openCamera(false)] }, 'chat.stop': 'idle' },
    },
    // Nobody came within the retry limit (spec §4 step 3): 'Video not available', "Keep looking" searches again.
    unavailable: {
      entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
      on: { 'chat.start': { target: 'active', actions: ['restart', openCamera(false)] }, 'chat.stop': 'idle' },
    },
    problem: {
      entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
      exit: assign({ problem: null }),
      on: { 'chat.start': { target: 'active', actions: ['restart', openCamera(false)] }, 'chat.stop': 'idle' },
    },
    active: {
      // The camera stays open after Stop (the preview); it is released when the screen closes.
      // Transition actions (hang-ups) run after exit actions, so the match is forgotten on entry
      // of the next state, not here.
      exit: [
        { type: 'declineCalls', params: ({ context }: Ctx) => ({ callIds: context.pending.map((call) => call.id) }) },
        assign({ pending: [] }),
      ],
      on: {
        'chat.stop': { target: 'idle', actions: { type: 'setOnCall', params: { isOnCall: false } } },
        // The block ended the call on the server, so the partner's hang-up came first: say "You blocked",
        // and take back the "Meet again?" that hang-up offered (nobody wants to befriend whom they block).
        'chat.blocked': {
          guard: 'isLastPartner',
          actions: [
            assign({ farewell: ({ context }) => context.farewell && { ...context.farewell, kind: 'blocked' } }),
            stopChild('meetAgain'),
          ],
        },
      },
      initial: 'acquiring',
      states: {
        acquiring: {
          entry: { type: 'planExit', params: NO_EXIT },
          // The preview opened the camera already: Start goes straight to searching.
          always: { guard: 'hasCamera', target: 'waitingForPeer' },
          on: {
            'media.ready': {
              target: 'waitingForPeer',
              actions: [assign({ localStream: ({ event }) => event.stream }), 'showStream'],
            },
          },
        },
        waitingForPeer: {
          entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
          always: { guard: 'peerReady', target: 'searching' },
          after: {
            peerWait: { target: '#randomChat.problem', actions: { type: 'setProblem', params: { problem: 'peer' } } },
          },
        },
        searching: {
          entry: ['forgetMatch', assign({ retryDelayMs: RETRY_DELAY_MS }), { type: 'planExit', params: SEARCH_EXIT }],
          invoke: {
            id: 'search',
            src: 'search',
            input: searchRequest,
            onDone: [
              {
                guard: { type: 'foundPartner', params: ({ event }) => event.output },
                target: 'matched',
                actions: { type: 'takeMatch', params: ({ event }) => event.output },
              },
              // Nobody came within the long-poll, the retry limit times in a row: stop, and say so.
              {
                guard: 'lastEmptySearch',
                target: '#randomChat.unavailable',
                actions: ['leavePool', { type: 'setOnCall', params: { isOnCall: false } }],
              },
              // Nobody yet: keep looking (the screen shows the wait and its hint).
              { target: 'searching', reenter: true, actions: 'countEmptySearch' },
            ],
            onError: [
              {
                guard: { type: 'breedLocked', params: ({ event }) => ({ error: event.error }) },
                target: '#randomChat.problem',
                actions: { type: 'setProblem', params: { problem: 'breedLocked' } },
              },
              // Refused for this account (no date of birth, under 18, under review): searching again would not help.
              {
                guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                target: '#randomChat.problem',
                actions: {
                  type: 'setProblem',
                  params: ({ event }) => ({ problem: (event.error as { reason: RefusalKind }).reason }),
                },
              },
              {
                target: 'retrying',
                actions: { type: 'takeRetryDelay', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          on: {
            'peer.incoming': { actions: 'keepPendingCall' },
            // The partner must find us under the id we announce: search again with the new one.
            'peer.ready': {
              guard: 'isNewPeerId',
              target: 'searching',
              reenter: true,
              actions: assign({ peerId: ({ event }) => event.peerId }),
            },
            'peer.lost': { target: 'waitingForPeer', actions: assign({ peerId: null }) },
            'breed.change': {
              target: 'searching',
              reenter: true,
              actions: assign({ breedId: ({ event }) => event.breedId }),
            },
            // A wider (or narrower) search is a new one: its retry limit starts afresh.
            'chat.widen': {
              guard: 'widenChanges',
              target: 'searching',
              reenter: true,
              actions: ['widen', 'saveWidened', assign({ emptySearches: 0 })],
            },
            'chat.stop': {
              target: '#randomChat.idle',
              actions: ['leavePool', { type: 'setOnCall', params: { isOnCall: false } }],
            },
          },
        },
        // The match's call runs in the child `match` (machines/chat-match); stopping it hangs up.
        matched: {
          entry: [
            'choosePendingCall',
            'declineUnchosen',
            assign({ pending: [] }),
            { type: 'planExit', params: matchExit },
          ],
          invoke: {
            id: 'match',
            src: 'match',
            input: matchInput,
            onDone: [
              // The partner hung up (andCall, or closed the call we saw): acknowledged, searching after the pause.
              {
                guard: ended('hungUp', true),
                target: 'retrying',
                actions: [
                  { type: 'sayFarewell', params: farewellOf('left') },
                  offerMeetAgainAfterMatch,
                  ...MEETING_ENDED,
                  ACKNOWLEDGE,
                ],
              },
              // The link did not come back in time: "Connection lost", and Start searches again.
              { guard: ended('lost'), target: '#randomChat.lost', actions: [...MEETING_ENDED, HANG_UP] },
              // Hung up before we saw each other: not "met", so not remembered.
              { guard: ended('hungUp'), target: 'retrying', actions: ACKNOWLEDGE },
              // Step 6: an error or no video in time: hang up, try again in 1 s.
              { guard: ended('unavailable'), target: 'retrying', actions: [...SAY_UNAVAILABLE, HANG_UP] },
              { target: 'retrying', actions: HANG_UP },
            ],
          },
          on: {
            'peer.incoming': { actions: 'forwardToMatch' },
            'remote.hangUp': { actions: 'forwardToMatch' },
            // Next searches again at once, or as soon as the own peer id is back.
            'chat.next': {
              target: 'waitingForPeer',
              actions: [offerMeetAgain, ...MEETING_ENDED, HANG_UP],
            },
            // Blocking the companion ends the call like Next, and the stage says so.
            'chat.blocked': {
              guard: 'isCompanion',
              target: 'waitingForPeer',
              actions: [{ type: 'sayFarewell', params: farewellOf('blocked') }, ...MEETING_ENDED, HANG_UP],
            },
            'chat.stop': { target: '#randomChat.idle', actions: HANG_UP },
          },
          initial: 'linking',
          states: {
            linking: {
              on: {
                'match.connected': {
                  target: 'onCall',
                  actions: assign({
                    remoteStream: ({ event }) => event.stream,
                    peerConnection: ({ event }) => event.connection,
                  }),
                },
              },
            },
            // Step 4: remote video is playing.
            onCall: {
              tags: ['onCall'],
              // The quality indicator and the sending limits read the call's statistics (issue 24).
              invoke: {
                id: 'callQuality',
                src: 'callQuality',
                input: ({ context }) => ({ connection: context.peerConnection! }),
              },
              entry: [
                { type: 'setOnCall', params: { isOnCall: true } },
                { type: 'markInCall', params: { inCall: true } },
                { type: 'planExit', params: callExit },
                'recordCall',
              ],
              exit: [{ type: 'markInCall', params: { inCall: false } }, 'endRecordedCall'],
              on: {
                'chat.stop': {
                  target: '#randomChat.idle',
                  actions: [offerMeetAgain, ...MEETING_ENDED, HANG_UP],
                },
                'match.reconnecting': {
                  target: '.reconnecting',
                  actions: assign({ reconnecting: ({ event }) => event.reconnecting }),
                },
                'match.restored': { target: '.live', actions: assign({ reconnecting: null }) },
              },
              initial: 'live',
              states: {
                live: {},
                // The picture froze: "Reconnecting…" (or "You are offline") over it, with a timer.
                reconnecting: { tags: ['reconnecting'] },
              },
            },
          },
        },
        // 1 s (or Retry-After) before searching again: after a failure (spec §4 step 6), and after the
        // partner hung up, so that the one who pressed Next meets the users already waiting first.
        retrying: {
          entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
          after: { retryDelay: 'waitingForPeer' },
        },
      },
    },
  },
});
