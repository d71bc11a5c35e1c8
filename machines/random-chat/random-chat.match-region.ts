import { assign } from 'xstate';
import { callLinkRegion, callWatchRegion } from '../shared/call-regions';
import {
  ACKNOWLEDGE,
  callExit,
  ended,
  farewellOf,
  HANG_UP,
  MEETING_ENDED,
  matchExit,
  matchInput,
  SAY_UNAVAILABLE,
} from './random-chat.helpers';
import {
  offerMeetAgain,
  offerMeetAgainAfterMatch,
  setupChat,
  startSearchClock,
  stopSearchClock,
} from './random-chat.setup';

/** Back to searching after this match: a new search, with its clock from 0:00. */
const newSearch = startSearchClock;
/** The same after the match child's done event (it reads nothing of the event; see offerMeetAgainAfterMatch). */
const newSearchAfterMatch = startSearchClock as never;

/**
 * `active.matched`: the match's call runs in the child `match` (machines/chat-match); stopping it
 * hangs up. Its end (the partner's hang-up, no video, Next, a block) is a new search; Stop goes
 * idle, a lost link to `lost`.
 */
export const matchedState = setupChat.createStateConfig({
  entry: [
    'choosePendingCall',
    'declineUnchosen',
    assign({ pending: [] }),
    { type: 'planExit', params: matchExit },
    stopSearchClock,
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
          newSearchAfterMatch,
        ],
      },
      // The link did not come back in time: "Connection lost", and Start searches again.
      { guard: ended('lost'), target: '#randomChat.lost', actions: [...MEETING_ENDED, HANG_UP] },
      // Hung up before we saw each other: not "met", so not remembered.
      { guard: ended('hungUp'), target: 'retrying', actions: [ACKNOWLEDGE, newSearchAfterMatch] },
      // Step 6: an error or no video in time: hang up, try again in 1 s.
      { guard: ended('unavailable'), target: 'retrying', actions: [...SAY_UNAVAILABLE, HANG_UP, newSearchAfterMatch] },
      { target: 'retrying', actions: [HANG_UP, newSearchAfterMatch] },
    ],
  },
  on: {
    'peer.incoming': { actions: 'forwardToMatch' },
    'remote.hangUp': { actions: 'forwardToMatch' },
    // Next searches again at once, or as soon as the own peer id is back.
    'chat.next': {
      target: 'waitingForPeer',
      actions: [offerMeetAgain, ...MEETING_ENDED, HANG_UP, newSearch],
    },
    // Blocking the companion (the block popup, through the actor system) ends the call like Next, and the stage says so.
    'user.blocked': {
      guard: 'isCompanion',
      target: 'waitingForPeer',
      actions: [{ type: 'sayFarewell', params: farewellOf('blocked') }, ...MEETING_ENDED, HANG_UP, newSearch],
    },
    'chat.stop': { target: '#randomChat.idle', actions: HANG_UP },
  },
  initial: 'linking',
  states: {
    linking: {
      initial: 'placing',
      states: {
        // The caller's offer is on its way (issue 30 item 4): PeerJS made the connection and
        // asked for the offer as the match began, and the screen's render of the match would sit
        // on the main thread while Chromium delivers the offer. Tagged `placingCall`, the screen
        // keeps its search view until the offer has left (holdWhilePlacing), OFFER_WAIT_MS at most.
        placing: {
          tags: ['placingCall'],
          always: { guard: 'isCallee', target: 'waiting' },
          on: { 'match.offered': 'waiting' },
          after: { offerWait: 'waiting' },
        },
        // Calling, answering or waiting for the partner's call, until remote video.
        waiting: {},
      },
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
      type: 'parallel',
      entry: [
        { type: 'setOnCall', params: { isOnCall: true } },
        { type: 'markInCall', params: { inCall: true } },
        { type: 'planExit', params: callExit },
        'recordCall',
      ],
      exit: [{ type: 'markInCall', params: { inCall: false } }, 'endRecordedCall', assign({ partnerCameraOff: false })],
      on: {
        'chat.stop': {
          target: '#randomChat.idle',
          actions: [offerMeetAgain, ...MEETING_ENDED, HANG_UP],
        },
        'partner.cameraOff': { actions: assign({ partnerCameraOff: ({ event }) => event.off }) },
        'match.reconnecting': {
          target: '.link.reconnecting',
          actions: assign({ reconnecting: ({ event }) => event.reconnecting }),
        },
        'match.restored': { target: '.link.live', actions: assign({ reconnecting: null }) },
      },
      states: {
        link: callLinkRegion,
        // What watches the call starts once its first frame has had time to show (call-regions.ts).
        watch: callWatchRegion,
      },
    },
  },
});
