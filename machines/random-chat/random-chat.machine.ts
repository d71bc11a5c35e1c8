import { assign, stopChild } from 'xstate';
import { type Ctx, initialContext, NO_EXIT } from './random-chat.helpers';
import { matchedState } from './random-chat.match-region';
import { searchingState } from './random-chat.search-region';
import { dropCamera, openCamera, setupChat, startSearchClock, stopSearchClock } from './random-chat.setup';

/** Widened between two long-polls: the search that follows is a new one, its clock from 0:00. */
const widenAfresh = {
  guard: 'widenChanges',
  actions: ['widen', 'saveWidened', startSearchClock],
} as const;

/**
 * The random chat (random-chat.types.ts has the picture). Its setup (children, actions, guards) is
 * in random-chat.setup.ts, the search and the match in their region files; this file is the frame:
 * the screen's own states, Start and Stop, and the way through `active`.
 */
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
      // of the next state, not here. The search clock goes with the search.
      exit: [
        { type: 'declineCalls', params: ({ context }: Ctx) => ({ callIds: context.pending.map((call) => call.id) }) },
        assign({ pending: [] }),
        stopSearchClock,
      ],
      on: {
        'chat.stop': { target: 'idle', actions: { type: 'setOnCall', params: { isOnCall: false } } },
        // The block ended the call on the server, so the partner's hang-up came first: say "You blocked",
        // and take back the "Meet again?" that hang-up offered (nobody wants to befriend whom they block).
        'user.blocked': {
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
          // The preview opened the camera already: Start goes straight to searching. The search
          // (and its clock) begins once the camera is ready.
          always: { guard: 'hasCamera', target: 'waitingForPeer', actions: startSearchClock },
          on: {
            'media.ready': {
              target: 'waitingForPeer',
              actions: [assign({ localStream: ({ event }) => event.stream }), 'showStream', startSearchClock],
            },
          },
        },
        waitingForPeer: {
          entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
          always: { guard: 'peerReady', target: 'searching' },
          after: {
            peerWait: { target: '#randomChat.problem', actions: { type: 'setProblem', params: { problem: 'peer' } } },
          },
          on: { 'chat.widen': widenAfresh },
        },
        searching: searchingState,
        matched: matchedState,
        // 1 s (or Retry-After) before searching again: after a failure (spec §4 step 6), and after the
        // partner hung up, so that the one who pressed Next meets the users already waiting first.
        retrying: {
          entry: ['forgetMatch', { type: 'planExit', params: NO_EXIT }],
          after: { retryDelay: 'waitingForPeer' },
          on: { 'chat.widen': widenAfresh },
        },
      },
    },
  },
});
