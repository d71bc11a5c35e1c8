import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { EndCallInput, SearchResult } from '../../contract/chat';
import { callControlsMachine } from '../call-controls/call-controls.machine';
import type { CallControlsEvent } from '../call-controls/call-controls.types';
import { reportMachine } from '../report/report.machine';
import type { ReportEvent } from '../report/report.types';
import { notProvided } from '../shared/not-provided';
import type { ToastKind } from '../toasts/toasts.types';
import {
  type CallMetadata,
  type CallSessionInput,
  type ExitPlan,
  MAX_PENDING_CALLS,
  PEER_WAIT_MS,
  type ProblemKind,
  RETRY_DELAY_MS,
  type RandomChatContext,
  type RandomChatEvent,
  type RandomChatInput,
  type SearchFailure,
  type SearchRequest,
  VIDEO_TIMEOUT_MS,
} from './random-chat.types';
import { rememberPartner } from './recent-partners';

type Ctx = { context: RandomChatContext };

const NO_EXIT: ExitPlan = { leavePool: false, hangUp: null, warn: false };

/** The hang-up owed to the current partner (who hears about it through `andCall`). */
function hangUpOf(context: RandomChatContext, notEnd = false): EndCallInput | null {
  return context.companion ? { to: context.companion.id, notEnd, match_id: context.matchId } : null;
}

function metadataOf(context: RandomChatContext): CallMetadata {
  const { me } = context;
  return {
    userId: me.id,
    name: me.name,
    pet_gender: me.pet_gender,
    pet_name: me.pet_name,
    friends: me.friends,
    match_id: context.matchId!,
  };
}

function isSearchFailure(error: unknown, kind: SearchFailure['kind']): boolean {
  return typeof error === 'object' && error !== null && (error as SearchFailure).kind === kind;
}

const VIDEO_NOT_AVAILABLE = msg`Video not available`;

/** The 'video not available' toast, unless it was shown since the last Start (then null: no toast). */
const unavailableToast = ({ context }: Ctx) =>
  context.toldUnavailable ? null : { kind: 'warning' as const, message: VIDEO_NOT_AVAILABLE };
const pendingIds = ({ context }: Ctx) => ({ callIds: context.pending.map((call) => call.id) });
const unchosenIds = ({ context }: Ctx) => ({
  callIds: context.pending.filter((call) => call.id !== context.answering).map((call) => call.id),
});
const recentList = ({ context }: Ctx) => ({ recent: context.recent });

export const randomChatMachine = setup({
  types: {
    context: {} as RandomChatContext,
    events: {} as RandomChatEvent,
    input: {} as RandomChatInput,
  },
  actors: {
    peer: fromCallback<RandomChatEvent>(notProvided('randomChat.peer')),
    hangUps: fromCallback<RandomChatEvent>(notProvided('randomChat.hangUps')),
    pageExit: fromCallback<{ type: 'exit.plan'; plan: ExitPlan }>(notProvided('randomChat.pageExit')),
    localMedia: fromCallback<RandomChatEvent>(notProvided('randomChat.localMedia')),
    callSession: fromCallback<RandomChatEvent, CallSessionInput>(notProvided('randomChat.callSession')),
    search: fromPromise<SearchResult, SearchRequest>(notProvided('randomChat.search')),
    controls: callControlsMachine,
    report: reportMachine,
  },
  actions: {
    setOnCall: (_args, _params: { isOnCall: boolean }) => notProvided('randomChat.setOnCall')(),
    endCall: (_args, _params: EndCallInput | null) => notProvided('randomChat.endCall')(),
    leavePool: notProvided('randomChat.leavePool'),
    declineCalls: (_args, _params: { callIds: string[] }) => notProvided('randomChat.declineCalls')(),
    saveRecent: (_args, _params: { recent: number[] }) => notProvided('randomChat.saveRecent')(),
    notify: (_args, _params: { kind: ToastKind; message: MessageDescriptor } | null) =>
      notProvided('randomChat.notify')(),
    markToldUnavailable: assign({ toldUnavailable: true }),
    planExit: sendTo('pageExit', (_args, plan: ExitPlan) => ({ type: 'exit.plan' as const, plan })),
    showStream: sendTo(
      'controls',
      ({ context }): CallControlsEvent => ({ type: 'controls.stream', stream: context.localStream }),
    ),
    markInCall: sendTo(
      'controls',
      (_args, params: { inCall: boolean }): CallControlsEvent => ({ type: 'controls.inCall', inCall: params.inCall }),
    ),
    openReport: sendTo('report', ({ context }): ReportEvent => {
      const { id, name, pet_name, pet_gender } = context.companion!;
      return { type: 'report.open', target: { id, name, pet_name, pet_gender } };
    }),
    /** Never meet this partner again soon (spec §4 step 7); the list lives in a cookie. */
    rememberCompanion: assign({
      recent: ({ context }) =>
        context.companion ? rememberPartner(context.recent, context.companion.id) : context.recent,
    }),
    /** The caller's call may come before our own search answer: keep it until the match is known. */
    keepPendingCall: assign({
      pending: ({ context, event }) =>
        event.type === 'peer.incoming' ? [...context.pending, event.call].slice(-MAX_PENDING_CALLS) : context.pending,
    }),
    /** On a match the callee keeps the one pending call of this match; the caller keeps none. */
    choosePendingCall: assign({
      answering: ({ context }) =>
        context.role === 'callee'
          ? (context.pending.find((call) => call.matchId === context.matchId)?.id ?? null)
          : null,
    }),
    dropPending: assign({ pending: [] }),
    forgetMatch: assign({ companion: null, matchId: null, role: null, answering: null, remoteStream: null }),
    setProblem: assign({ problem: (_args, params: { problem: ProblemKind }) => params.problem }),
  },
  guards: {
    peerReady: ({ context }) => context.peerId !== null,
    foundPartner: ({ event }) => {
      const output = (event as { output?: SearchResult }).output;
      return Boolean(output?.randomUser && output.match_id && output.role);
    },
    breedLocked: ({ event }) => isSearchFailure((event as { error?: unknown }).error, 'breedLocked'),
    isCaller: ({ context }) => context.role === 'caller',
    hasAnswer: ({ context }) => context.answering !== null,
    isOurCall: ({ context, event }) =>
      event.type === 'peer.incoming' && event.call.matchId !== null && event.call.matchId === context.matchId,
    isCurrentHangUp: ({ context, event }) =>
      event.type === 'remote.hangUp' &&
      event.to === context.me.id &&
      event.matchId !== null &&
      event.matchId === context.matchId,
    hasCompanion: ({ context }) => context.companion !== null,
    isNewPeerId: ({ context, event }) => event.type === 'peer.ready' && event.peerId !== context.peerId,
  },
  delays: {
    retryDelay: ({ context }) => context.retryDelayMs,
    videoTimeout: VIDEO_TIMEOUT_MS,
    peerWait: PEER_WAIT_MS,
  },
}).createMachine({
  id: 'randomChat',
  context: ({ input }) => ({
    me: input.me,
    breedId: input.breedId,
    recent: input.recent,
    expandedMode: input.expandedMode,
    peerId: null,
    localStream: null,
    companion: null,
    matchId: null,
    role: null,
    pending: [],
    answering: null,
    remoteStream: null,
    problem: null,
    retryDelayMs: RETRY_DELAY_MS,
    toldUnavailable: false,
  }),
  invoke: [
    { id: 'peer', src: 'peer' },
    { id: 'hangUps', src: 'hangUps' },
    { id: 'pageExit', src: 'pageExit' },
    { id: 'controls', src: 'controls', input: ({ context }) => ({ expandedMode: context.expandedMode }) },
    { id: 'report', src: 'report' },
  ],
  // Step 1: entering the screen clears the call target on the server.
  entry: { type: 'setOnCall', params: { isOnCall: false } },
  on: {
    'peer.ready': { actions: assign({ peerId: ({ event }) => event.peerId }) },
    'peer.lost': { actions: assign({ peerId: null }) },
    'peer.incoming': { actions: { type: 'declineCalls', params: ({ event }) => ({ callIds: [event.call.id] }) } },
    'breed.change': { actions: assign({ breedId: ({ event }) => event.breedId }) },
    'report.open': { guard: 'hasCompanion', actions: 'openReport' },
  },
  initial: 'idle',
  states: {
    idle: {
      entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
      on: { 'chat.start': { target: 'active', actions: assign({ toldUnavailable: false }) } },
    },
    problem: {
      entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
      exit: assign({ problem: null }),
      on: {
        'chat.start': { target: 'active', actions: assign({ toldUnavailable: false }) },
        'chat.stop': 'idle',
      },
    },
    active: {
      // The camera belongs to this state: leaving it (Stop, a problem, leaving the page) releases it.
      invoke: { id: 'localMedia', src: 'localMedia' },
      // Transition actions (hang-ups) run after exit actions, so the match is forgotten on entry
      // of the next state, not here.
      exit: [{ type: 'declineCalls', params: pendingIds }, 'dropPending', assign({ localStream: null }), 'showStream'],
      on: {
        'media.failed': {
          target: 'problem',
          actions: { type: 'setProblem', params: ({ event }) => ({ problem: event.problem }) },
        },
        'chat.stop': { target: 'idle', actions: { type: 'setOnCall', params: { isOnCall: false } } },
      },
      initial: 'acquiring',
      states: {
        acquiring: {
          entry: { type: 'planExit', params: NO_EXIT },
          on: {
            'media.ready': {
              target: 'waitingForPeer',
              actions: [assign({ localStream: ({ event }) => event.stream }), 'showStream'],
            },
          },
        },
        waitingForPeer: {
          entry: { type: 'planExit', params: NO_EXIT },
          always: { guard: 'peerReady', target: 'searching' },
          after: {
            peerWait: { target: '#randomChat.problem', actions: { type: 'setProblem', params: { problem: 'peer' } } },
          },
        },
        searching: {
          entry: [
            'forgetMatch',
            assign({ retryDelayMs: RETRY_DELAY_MS }),
            { type: 'planExit', params: { leavePool: true, hangUp: null, warn: false } },
          ],
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({
              breed_id: context.breedId,
              exclusion_users: context.recent,
              peer_id: context.peerId!,
            }),
            onDone: [
              {
                guard: 'foundPartner',
                target: 'matched',
                actions: assign(({ event }) => ({
                  companion: event.output.randomUser,
                  matchId: event.output.match_id,
                  role: event.output.role,
                })),
              },
              // Nobody came within the long-poll: say so once, and keep looking until Stop.
              {
                target: 'searching',
                reenter: true,
                actions: [{ type: 'notify', params: unavailableToast }, 'markToldUnavailable'],
              },
            ],
            onError: [
              {
                guard: 'breedLocked',
                target: '#randomChat.problem',
                actions: { type: 'setProblem', params: { problem: 'breedLocked' } },
              },
              {
                target: 'retrying',
                actions: assign({
                  retryDelayMs: ({ event }) =>
                    isSearchFailure(event.error, 'rateLimited')
                      ? Math.max(RETRY_DELAY_MS, (event.error as { retryAfterMs: number }).retryAfterMs)
                      : RETRY_DELAY_MS,
                }),
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
            'chat.stop': {
              target: '#randomChat.idle',
              actions: ['leavePool', { type: 'setOnCall', params: { isOnCall: false } }],
            },
          },
        },
        matched: {
          entry: [
            'choosePendingCall',
            { type: 'declineCalls', params: unchosenIds },
            'dropPending',
            {
              type: 'planExit',
              params: ({ context }) => ({ leavePool: false, hangUp: hangUpOf(context), warn: false }),
            },
          ],
          on: {
            'peer.incoming': {
              actions: { type: 'declineCalls', params: ({ event }) => ({ callIds: [event.call.id] }) },
            },
            'chat.next': {
              target: 'searching',
              actions: [
                'rememberCompanion',
                { type: 'saveRecent', params: recentList },
                { type: 'endCall', params: ({ context }) => hangUpOf(context) },
              ],
            },
            // Hung up before we saw each other: not "met", so not remembered.
            'remote.hangUp': {
              guard: 'isCurrentHangUp',
              target: 'retrying',
              actions: { type: 'endCall', params: ({ context }) => hangUpOf(context, true) },
            },
            'chat.stop': {
              target: '#randomChat.idle',
              actions: { type: 'endCall', params: ({ context }) => hangUpOf(context) },
            },
          },
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                { guard: 'isCaller', target: 'linked' },
                { guard: 'hasAnswer', target: 'linked' },
                { target: 'awaitingCall' },
              ],
            },
            awaitingCall: {
              on: {
                'peer.incoming': [
                  {
                    guard: 'isOurCall',
                    target: 'linked',
                    actions: assign({ answering: ({ event }) => event.call.id }),
                  },
                  { actions: { type: 'declineCalls', params: ({ event }) => ({ callIds: [event.call.id] }) } },
                ],
              },
              after: {
                videoTimeout: {
                  target: '#randomChat.active.retrying',
                  actions: [
                    { type: 'notify', params: unavailableToast },
                    'markToldUnavailable',
                    { type: 'endCall', params: ({ context }) => hangUpOf(context) },
                  ],
                },
              },
            },
            linked: {
              invoke: {
                id: 'callSession',
                src: 'callSession',
                input: ({ context }): CallSessionInput =>
                  context.role === 'caller'
                    ? {
                        role: 'caller',
                        partnerPeerId: context.companion!.peer_id,
                        metadata: metadataOf(context),
                        localStream: context.localStream!,
                      }
                    : { role: 'callee', callId: context.answering!, localStream: context.localStream! },
              },
              on: {
                // Step 6: an error before (or after) remote video: hang up, try again in 1 s.
                'call.failed': {
                  target: '#randomChat.active.retrying',
                  actions: [
                    { type: 'notify', params: unavailableToast },
                    'markToldUnavailable',
                    { type: 'endCall', params: ({ context }) => hangUpOf(context) },
                  ],
                },
                'call.closed': {
                  target: '#randomChat.active.retrying',
                  actions: { type: 'endCall', params: ({ context }) => hangUpOf(context) },
                },
              },
              initial: 'connecting',
              states: {
                connecting: {
                  on: {
                    'call.remoteVideo': {
                      target: 'connected',
                      actions: assign({ remoteStream: ({ event }) => event.stream }),
                    },
                  },
                  after: {
                    videoTimeout: {
                      target: '#randomChat.active.retrying',
                      actions: [
                        { type: 'notify', params: unavailableToast },
                        'markToldUnavailable',
                        { type: 'endCall', params: ({ context }) => hangUpOf(context) },
                      ],
                    },
                  },
                },
                // Step 4: remote video is playing.
                connected: {
                  tags: ['onCall'],
                  entry: [
                    { type: 'setOnCall', params: { isOnCall: true } },
                    { type: 'markInCall', params: { inCall: true } },
                    {
                      type: 'planExit',
                      params: ({ context }) => ({ leavePool: false, hangUp: hangUpOf(context), warn: true }),
                    },
                  ],
                  exit: { type: 'markInCall', params: { inCall: false } },
                  on: {
                    // The partner's side closed the connection (their Next or Stop usually gets
                    // here before their andCall): the same as a remote hang-up.
                    'call.closed': {
                      target: '#randomChat.active.retrying',
                      actions: [
                        'rememberCompanion',
                        { type: 'saveRecent', params: recentList },
                        { type: 'endCall', params: ({ context }) => hangUpOf(context, true) },
                      ],
                    },
                    'remote.hangUp': {
                      guard: 'isCurrentHangUp',
                      target: '#randomChat.active.retrying',
                      actions: [
                        'rememberCompanion',
                        { type: 'saveRecent', params: recentList },
                        { type: 'endCall', params: ({ context }) => hangUpOf(context, true) },
                      ],
                    },
                    'chat.stop': {
                      target: '#randomChat.idle',
                      actions: [
                        'rememberCompanion',
                        { type: 'saveRecent', params: recentList },
                        { type: 'endCall', params: ({ context }) => hangUpOf(context) },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
        // A pause of 1 s (or Retry-After) before searching again: after a failure (spec §4 step 6),
        // and after the partner hung up, so that the one who pressed Next meets the users
        // already waiting first.
        retrying: {
          entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
          after: { retryDelay: 'waitingForPeer' },
        },
      },
    },
  },
});
