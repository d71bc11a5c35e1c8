import { assign } from 'xstate';
import { callLinkRegion, callWatchRegion } from '../shared/call-regions';
import { type Ctx, callSessionInput, END, hangUpOn, NO_EXIT } from './friend-call.helpers';
import { setupFriendCall } from './friend-call.setup';

/**
 * `live.call`: the peer-to-peer call (child `callSession`); the answerer places it, the caller
 * takes the friend's. Connected (remote video plays), the call's link and clock run beside it, and
 * CALL_SETTLE_MS later its quality sampler and the friend's camera-off check; every way out hangs
 * up on the server.
 */
export const callState = setupFriendCall.createStateConfig({
  entry: { type: 'planExit', params: (args: Ctx) => ({ ...NO_EXIT, hangUp: hangUpOn(args) }) },
  invoke: { id: 'callSession', src: 'callSession', input: callSessionInput },
  on: {
    'call.failed': {
      target: '#friendCall.ended',
      actions: [END('failed'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
    },
    'call.stop': {
      target: '#friendCall.left',
      actions: { type: 'endCall', params: (args: Ctx) => hangUpOn(args) },
    },
  },
  initial: 'connecting',
  states: {
    connecting: {
      after: {
        connectTimeout: {
          target: '#friendCall.ended',
          actions: [END('failed'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
        },
      },
      on: {
        'call.remoteVideo': {
          target: 'connected',
          actions: assign({
            remoteStream: ({ event }) => event.stream,
            peerConnection: ({ event }) => event.connection,
          }),
        },
        'call.closed': {
          target: '#friendCall.ended',
          actions: [END('failed'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
        },
      },
    },
    connected: {
      tags: ['onCall'],
      type: 'parallel',
      invoke: [
        { id: 'callLink', src: 'callLink', input: (args: Ctx) => ({ callId: callSessionInput(args).callId }) },
        // The call's length, for "Call ended · 2:14".
        { id: 'callClock', src: 'callClock' },
      ],
      entry: [
        assign({ callSeconds: 0 }),
        { type: 'markInCall', params: { inCall: true } },
        { type: 'planExit', params: (args: Ctx) => ({ ...NO_EXIT, hangUp: hangUpOn(args), warn: true }) },
        'recordCall',
      ],
      exit: [{ type: 'markInCall', params: { inCall: false } }, 'endRecordedCall', assign({ partnerCameraOff: false })],
      on: {
        'partner.cameraOff': { actions: assign({ partnerCameraOff: ({ event }) => event.off }) },
        'call.second': { actions: assign({ callSeconds: ({ context }) => (context.callSeconds ?? 0) + 1 }) },
        // Stop on the call: hang up, and say how long it lasted where the user lands.
        'call.stop': {
          target: '#friendCall.left',
          actions: ['tellCallEnded', { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
        },
        // The friend closed the connection (their Stop usually gets here before their andCall).
        'call.closed': {
          target: '#friendCall.left',
          actions: ['tellFriendLeft', { type: 'endCall', params: (args: Ctx) => hangUpOn(args, true) }],
        },
        'call.linkDown': { actions: 'forwardToLink' },
        'call.linkUp': { actions: 'forwardToLink' },
        'link.reconnecting': {
          target: '.link.reconnecting',
          actions: assign({
            reconnecting: ({ event }) => ({ seconds: event.seconds, offline: event.offline }),
          }),
        },
        'link.restored': { target: '.link.live', actions: assign({ reconnecting: null }) },
        // Not back within 20 s: "Connection lost", with Call back.
        'link.lost': {
          target: '#friendCall.ended',
          actions: [END('lost'), { type: 'endCall', params: (args: Ctx) => hangUpOn(args) }],
        },
      },
      states: {
        link: callLinkRegion,
        // What watches the call starts once its first frame has had time to show (call-regions.ts).
        watch: callWatchRegion,
      },
    },
  },
});
