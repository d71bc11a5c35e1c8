import {
  type AnyActorRef,
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
} from 'xstate';
import type { PeerCredentials } from '../../contract/chat';
import { notProvided } from '../shared/not-provided';
import {
  type CallNotice,
  type ConnectionCommand,
  type PeerContext,
  type PeerEvent,
  type PeerNotice,
  RECONNECT_DELAYS_MS,
  type RunningCall,
} from './peer.types';

type Ctx = { context: PeerContext };

const ownerOf = (context: PeerContext, callId: string): AnyActorRef | undefined =>
  context.calls.find((call) => call.id === callId)?.owner;

export const peerMachine = setup({
  types: {
    context: {} as PeerContext,
    events: {} as PeerEvent,
  },
  actors: {
    fetchCredentials: fromPromise<PeerCredentials>(notProvided('peer.fetchCredentials')),
    connection: fromCallback<ConnectionCommand, PeerCredentials>(notProvided('peer.connection')),
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    addSubscriber: assign({
      subscribers: ({ context, event }) => {
        assertEvent(event, 'peer.subscribe');
        return context.subscribers.includes(event.subscriber)
          ? context.subscribers
          : [...context.subscribers, event.subscriber];
      },
    }),
    removeSubscriber: assign({
      subscribers: ({ context, event }) => {
        assertEvent(event, 'peer.unsubscribe');
        return context.subscribers.filter((subscriber) => subscriber !== event.subscriber);
      },
    }),
    /** Tells every subscriber (`peer.ready`, `peer.lost`, `peer.incoming`). */
    tellSubscribers: enqueueActions(({ context, enqueue }, notice: PeerNotice) => {
      for (const subscriber of context.subscribers) enqueue.sendTo(subscriber, notice);
    }),
    /** A subscriber that comes while the peer is open learns its id at once. */
    greet: sendTo(
      ({ event }) => {
        assertEvent(event, 'peer.subscribe');
        return event.subscriber;
      },
      ({ context }): PeerNotice => ({ type: 'peer.ready', peerId: context.peerId ?? '' }),
    ),
    declineIncoming: sendTo('connection', ({ event }): ConnectionCommand => {
      assertEvent(event, 'connection.incoming');
      return { type: 'connection.decline', callIds: [event.call.id] };
    }),
    /** Without a peer there is no call: its owner hears so at once. */
    refuseCall: sendTo(
      ({ event }) => {
        assertEvent(event, ['peer.call', 'peer.answer']);
        return event.owner;
      },
      ({ event }): PeerNotice => {
        assertEvent(event, ['peer.call', 'peer.answer']);
        return { type: 'call.failed', callId: event.callId };
      },
    ),
    addCall: assign({
      calls: ({ context, event }) => {
        assertEvent(event, ['peer.call', 'peer.answer']);
        return [...context.calls, { id: event.callId, owner: event.owner, live: false }];
      },
    }),
    placeCall: sendTo('connection', ({ event }): ConnectionCommand => {
      assertEvent(event, 'peer.call');
      const { callId, partnerPeerId, metadata, stream } = event;
      return { type: 'connection.placeCall', callId, partnerPeerId, metadata, stream };
    }),
    answerCall: sendTo('connection', ({ event }): ConnectionCommand => {
      assertEvent(event, 'peer.answer');
      return { type: 'connection.answer', callId: event.callId, stream: event.stream };
    }),
    declineCalls: sendTo('connection', ({ event }): ConnectionCommand => {
      assertEvent(event, 'peer.decline');
      return { type: 'connection.decline', callIds: event.callIds };
    }),
    hangUp: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'peer.hangUp');
      if (!ownerOf(context, event.callId)) return;
      enqueue.sendTo('connection', { type: 'connection.hangUp', callId: event.callId } satisfies ConnectionCommand);
      enqueue.assign({ calls: context.calls.filter((call) => call.id !== event.callId) });
    }),
    /** Passes how a call goes on to its owner; a failed or closed call is forgotten. */
    forwardCallNotice: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'connection.call');
      const { notice } = event;
      const owner = ownerOf(context, notice.callId);
      if (!owner) return;
      enqueue.sendTo(owner, notice);
      // News of a running call, not its end: the call stays with its owner.
      if (notice.type === 'call.offered' || notice.type === 'call.linkDown' || notice.type === 'call.linkUp') return;
      enqueue.assign({
        calls:
          notice.type === 'call.remoteVideo'
            ? context.calls.map((call) => (call.id === notice.callId ? { ...call, live: true } : call))
            : context.calls.filter((call) => call.id !== notice.callId),
      });
    }),
    /** Only a call this peer runs is restarted; a late request for an ended call is no news. */
    restartIce: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'peer.restartIce');
      if (!ownerOf(context, event.callId)) return;
      enqueue.sendTo('connection', { type: 'connection.restartIce', callId: event.callId } satisfies ConnectionCommand);
    }),
    /** The peer went away under its calls: a call with video closed, one without failed. */
    endCalls: enqueueActions(({ context, enqueue }) => {
      for (const call of context.calls) enqueue.sendTo(call.owner, endOf(call));
      enqueue.assign({ calls: [] });
    }),
    reconnect: sendTo('connection', { type: 'connection.reconnect' } satisfies ConnectionCommand),
  },
  guards: {
    hasSubscribers: ({ context }) => context.subscribers.length > 0,
  },
  delays: {
    /** 1 s, 2 s, 5 s, then 10 s (the failures since the peer was last open pick the step). */
    backoff: ({ context }) => RECONNECT_DELAYS_MS[Math.min(context.failures, RECONNECT_DELAYS_MS.length - 1)],
  },
}).createMachine({
  id: 'peer',
  context: { credentials: null, peerId: null, failures: 0, subscribers: [], calls: [] },
  on: {
    'peer.subscribe': { actions: 'addSubscriber' },
    'peer.unsubscribe': { actions: 'removeSubscriber' },
    'peer.call': { actions: 'refuseCall' },
    'peer.answer': { actions: 'refuseCall' },
    'peer.close': '.closed',
  },
  initial: 'fetchingCredentials',
  states: {
    fetchingCredentials: {
      invoke: {
        id: 'fetchCredentials',
        src: 'fetchCredentials',
        onDone: { target: 'session', actions: assign({ credentials: ({ event }) => event.output }) },
        onError: 'restarting',
      },
    },
    session: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => context.credentials! },
      exit: ['endCalls', assign({ credentials: null })],
      on: {
        'connection.incoming': [
          {
            guard: 'hasSubscribers',
            actions: { type: 'tellSubscribers', params: ({ event }) => ({ type: 'peer.incoming', call: event.call }) },
          },
          // Nobody is on a call screen: the caller hears at once instead of waiting in vain.
          { actions: 'declineIncoming' },
        ],
        'connection.call': { actions: 'forwardCallNotice' },
        'connection.destroyed': 'restarting',
        'peer.call': { actions: ['addCall', 'placeCall'] },
        'peer.answer': { actions: ['addCall', 'answerCall'] },
        'peer.decline': { actions: 'declineCalls' },
        'peer.hangUp': { actions: 'hangUp' },
        'peer.restartIce': { actions: 'restartIce' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'connection.open': { target: 'open', actions: assign({ peerId: ({ event }) => event.peerId }) },
            'connection.disconnected': 'reconnecting',
          },
        },
        open: {
          tags: ['open'],
          entry: [
            assign({ failures: 0 }),
            {
              type: 'tellSubscribers',
              params: ({ context }: Ctx) => ({ type: 'peer.ready', peerId: context.peerId ?? '' }),
            },
          ],
          exit: [assign({ peerId: null }), { type: 'tellSubscribers', params: { type: 'peer.lost' } }],
          on: {
            'peer.subscribe': { actions: ['addSubscriber', 'greet'] },
            'connection.disconnected': 'reconnecting',
            // Only an open socket is dropped: one being (re)made is new already. The new one is
            // made at once (no back-off: nothing failed), and its opening tells `peer.ready`, on
            // which a call that is reconnecting restarts at once.
            'peer.refresh': {
              target: 'connecting',
              actions: sendTo('connection', { type: 'connection.refresh' } satisfies ConnectionCommand),
            },
          },
        },
        // The socket to the signalling server dropped; calls already running go on meanwhile.
        reconnecting: {
          after: { backoff: { target: 'connecting', actions: ['countFailure', 'reconnect'] } },
        },
      },
    },
    // The peer is gone or never came: new credentials (so a new id) after the back-off.
    restarting: {
      after: { backoff: { target: 'fetchingCredentials', actions: 'countFailure' } },
    },
    closed: { type: 'final' },
  },
});

function endOf(call: RunningCall): CallNotice {
  return call.live ? { type: 'call.closed', callId: call.id } : { type: 'call.failed', callId: call.id };
}
