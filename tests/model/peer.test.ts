import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  createActor,
  fromCallback,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import type { PeerCredentials } from '../../contract/chat';
import { createPeerImplementations } from '../../machines/peer/peer.actors';
import { peerMachine } from '../../machines/peer/peer.machine';
import { selectPeerId, selectPeerOpen } from '../../machines/peer/peer.selectors';
import {
  type CallHandlers,
  type CallMetadata,
  type IncomingCall,
  type PeerConnectionHandlers,
  type PeerEvent,
  RECONNECT_DELAYS_MS,
} from '../../machines/peer/peer.types';
import { flush } from './support/deferred';
import { describeModel, type FakeCalls, fakeCalls, type ModelEvent, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';

/**
 * The PeerJS lifecycle (machines/peer), with the shared harness (`describeModel`): paths generated
 * from the machine drive it with a fake PeerJS connection, a fake credentials call and a simulated
 * clock, inside a system where a subscriber (`chat`) and a call owner (`owner`) record what the
 * peer actor tells them.
 */

type M = typeof peerMachine;
type Snap = SnapshotFrom<M>;

/** Stand-ins for actor refs while paths are generated; the run swaps in the real recorders. */
const CHAT = { id: 'chat' } as AnyActorRef;
const OWNER = { id: 'owner' } as AnyActorRef;
const stream = (id: string) => ({ id }) as unknown as MediaStream;
const LOCAL = stream('local');
const REMOTE = stream('remote');
const CREDENTIALS: PeerCredentials = {
  peer_id: 'a'.repeat(32),
  peer_token: 'token',
  ice_servers: [],
  ice_transport_policy: 'all',
  peer_path: '/peerjs',
};
const METADATA: CallMetadata = {
  userId: 1,
  name: 'Olena',
  pet_gender: 'girl',
  pet_name: 'Kiwi',
  friends: [],
  match_id: 'match-1',
};
const INCOMING: IncomingCall = { id: 'mc-in', matchId: 'match-2' };
const OUT = 'call-out';
/** Failures beyond this are not tried (the back-off stays at its last step from the 4th on). */
const MAX_FAILURES = 4;

const AFTER = {
  reconnect: afterEventType(peerMachine, 'peer.session.reconnecting'),
  restart: afterEventType(peerMachine, 'peer.restarting'),
};

/** The events worth trying in a state: requests from other actors, what the connection and the timers produce. */
function events(s: Snap): ModelEvent[] {
  {
    const { context } = s;
    // Closed is final: the actor takes no events any more.
    if (s.status === 'done') return [];
    const events: ModelEvent[] = [{ type: 'peer.close' }];
    const subscribed = context.subscribers.length > 0;
    events.push(
      subscribed ? { type: 'peer.unsubscribe', subscriber: CHAT } : { type: 'peer.subscribe', subscriber: CHAT },
    );
    if (context.calls.length === 0) {
      events.push(
        {
          type: 'peer.call',
          callId: OUT,
          partnerPeerId: 'b'.repeat(32),
          metadata: METADATA,
          stream: LOCAL,
          owner: OWNER,
        },
        { type: 'peer.answer', callId: INCOMING.id, stream: LOCAL, owner: OWNER },
      );
    }
    for (const call of context.calls) {
      events.push({ type: 'peer.hangUp', callId: call.id });
      if (!call.live)
        events.push(
          { type: 'connection.call', notice: { type: 'call.offered', callId: call.id } },
          {
            type: 'connection.call',
            notice: { type: 'call.remoteVideo', callId: call.id, stream: REMOTE, connection: null },
          },
        );
      else
        events.push(
          { type: 'connection.call', notice: { type: 'call.linkDown', callId: call.id } },
          { type: 'connection.call', notice: { type: 'call.linkUp', callId: call.id } },
          { type: 'peer.restartIce', callId: call.id },
        );
      events.push(
        { type: 'connection.call', notice: { type: 'call.failed', callId: call.id } },
        { type: 'connection.call', notice: { type: 'call.closed', callId: call.id } },
      );
    }
    const canFail = context.failures < MAX_FAILURES;
    if (s.matches('fetchingCredentials')) {
      events.push({ type: 'xstate.done.actor.fetchCredentials', output: CREDENTIALS });
      if (canFail) events.push({ type: 'xstate.error.actor.fetchCredentials', error: new Error('offline') });
    }
    if (s.matches('session')) {
      events.push({ type: 'peer.decline', callIds: [INCOMING.id] }, { type: 'connection.incoming', call: INCOMING });
      if (canFail) events.push({ type: 'connection.destroyed' });
    }
    if (s.matches({ session: 'connecting' })) {
      events.push({ type: 'connection.open', peerId: CREDENTIALS.peer_id });
      if (canFail) events.push({ type: 'connection.disconnected' });
    }
    if (s.matches({ session: 'open' })) events.push({ type: 'connection.disconnected' });
    // A call's link asks for a new signalling socket at any time; only an open one is dropped.
    events.push({ type: 'peer.refresh' });
    if (s.matches({ session: 'reconnecting' })) events.push({ type: AFTER.reconnect });
    if (s.matches('restarting')) events.push({ type: AFTER.restart });
    return events;
  }
}

/** What decides the next moves; the refs are compared by who they stand for. */
function keyOf(s: Snap): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    status: s.status,
    failures: c.failures,
    peerId: c.peerId,
    subscribers: c.subscribers.map((ref) => ref.id),
    calls: c.calls.map((call) => ({ id: call.id, owner: call.owner.id, live: call.live })),
  });
}

/** The fake outside world of one run. */
function createWorld() {
  const world = {
    fetchCalls: fakeCalls<[AbortSignal], PeerCredentials>(),
    /** Ids of the calls whose ICE restart the connection was asked for, in order. */
    restarted: [] as string[],
    /** Each time the signalling socket was asked to be dropped and made anew (which connection). */
    refreshed: [] as number[],
    connections: [] as Array<{
      credentials: PeerCredentials;
      handlers: PeerConnectionHandlers;
      reconnects: number;
      destroyed: boolean;
      declined: string[];
      calls: Map<
        string,
        {
          partner: string | null;
          metadata: CallMetadata | null;
          handlers: CallHandlers;
          stopped: boolean;
        }
      >;
    }>,
  };
  const machine = peerMachine.provide(
    createPeerImplementations({
      fetchCredentials: (signal) => world.fetchCalls.fn(signal),
      connect: (credentials, handlers) => {
        const connection = {
          credentials,
          handlers,
          reconnects: 0,
          destroyed: false,
          declined: [] as string[],
          calls: new Map(),
        };
        world.connections.push(connection);
        const follow = (id: string, partner: string | null, metadata: CallMetadata | null, on: CallHandlers) => {
          const call = { partner, metadata, handlers: on, stopped: false };
          connection.calls.set(id, call);
          return {
            stop: () => {
              call.stopped = true;
            },
            restartIce: () => {
              world.restarted.push(id);
            },
          };
        };
        return {
          reconnect: () => {
            connection.reconnects += 1;
          },
          refresh: () => {
            world.refreshed.push(world.connections.length);
          },
          call: (partner, _stream, metadata, on) => follow(OUT, partner, metadata, on),
          answer: (callId, _stream, on) => follow(callId, null, null, on),
          decline: (callId) => connection.declined.push(callId),
          destroy: () => {
            connection.destroyed = true;
          },
        };
      },
    }),
  );
  return { world, machine };
}

type World = ReturnType<typeof createWorld>['world'] & {
  machine: M;
  clock: SimulatedClock;
  system: Record<string, AnyActorLogic>;
  systemId: string;
  calls: Record<string, FakeCalls<[AbortSignal], PeerCredentials>>;
  heard: { chat: AnyEventObject[]; owner: AnyEventObject[] };
  /** Counts taken before the step, for the oracles' "what changed". */
  mark: { chat: number; owner: number; fetches: number; connections: number; declined: number; reconnects: number };
  produce(event: ModelEvent, step: Step<M>, actor: Actor<M>): boolean;
};

const inSession = (s: Snap) => s.matches('session');
const isOpen = (s: Snap) => s.matches({ session: 'open' });

describeModel(peerMachine, {
  events,
  serializeState: keyOf,
  world: () => {
    const { world, machine } = createWorld();
    const heard = { chat: [] as AnyEventObject[], owner: [] as AnyEventObject[] };
    const listen = (log: AnyEventObject[]) => fromCallback(({ receive }) => receive((e) => log.push(e)));
    const w: World = {
      ...world,
      machine,
      clock: new SimulatedClock(),
      system: { chat: listen(heard.chat), owner: listen(heard.owner) },
      systemId: 'peer',
      calls: { fetchCredentials: world.fetchCalls },
      heard,
      mark: { chat: 0, owner: 0, fetches: 0, connections: 0, declined: 0, reconnects: 0 },
      produce(event, _step, actor) {
        const connection = world.connections.at(-1);
        w.mark = {
          chat: heard.chat.length,
          owner: heard.owner.length,
          fetches: world.fetchCalls.calls.length,
          connections: world.connections.length,
          declined: connection?.declined.length ?? 0,
          reconnects: connection?.reconnects ?? 0,
        };
        const real = (ref: AnyActorRef) => actor.system.get(ref.id) as AnyActorRef;
        const e = event as PeerEvent;
        switch (e.type) {
          case 'connection.open':
            connection!.handlers.open(CREDENTIALS.peer_id);
            return true;
          case 'connection.disconnected':
            connection!.handlers.disconnected();
            return true;
          case 'connection.destroyed':
            connection!.handlers.destroyed();
            return true;
          case 'connection.incoming':
            connection!.handlers.incoming(INCOMING);
            return true;
          case 'connection.call': {
            const call = connection!.calls.get(e.notice.callId)!;
            if (e.notice.type === 'call.offered') call.handlers.offered();
            else if (e.notice.type === 'call.remoteVideo') call.handlers.remoteVideo(REMOTE, null);
            else if (e.notice.type === 'call.linkDown') call.handlers.linkDown();
            else if (e.notice.type === 'call.linkUp') call.handlers.linkUp();
            else if (e.notice.type === 'call.failed') call.handlers.failed();
            else call.handlers.closed();
            return true;
          }
          case 'peer.subscribe':
          case 'peer.unsubscribe':
            actor.send({ ...e, subscriber: real(CHAT) });
            return true;
          case 'peer.call':
          case 'peer.answer':
            actor.send({ ...e, owner: real(OWNER) });
            return true;
          default:
            return false;
        }
      },
    };
    return w;
  },
  // The back-off: 1 s, 2 s, 5 s, then 10 s, to the millisecond.
  delay: (step) => RECONNECT_DELAYS_MS[Math.min(step.before.context.failures, RECONNECT_DELAYS_MS.length - 1)],
  atStart: ({ world }) => {
    // Credentials are fetched as soon as the user is signed in.
    expect(world.fetchCalls.calls).toHaveLength(1);
  },
  oracles: {
    'fresh credentials on every (re)start, one peer for each': ({ world, snapshot, step }) => {
      const before = step.before as Snap;
      const fetched = world.fetchCalls.calls.length - world.mark.fetches;
      expect(fetched).toBe(snapshot.matches('fetchingCredentials') && !before.matches('fetchingCredentials') ? 1 : 0);
      // A fetch still running when the peer closes is aborted.
      if (step.event.type === 'peer.close' && before.matches('fetchingCredentials'))
        expect(world.fetchCalls.calls.at(-1)!.d.aborted).toBe(true);
      if (inSession(snapshot) && !inSession(before)) {
        expect(world.connections.length).toBe(world.mark.connections + 1);
        expect(world.connections.at(-1)!.credentials).toEqual(CREDENTIALS);
      } else expect(world.connections.length).toBe(world.mark.connections);
    },
    'only the current session has a peer; any other is destroyed': ({ world, snapshot }) => {
      for (const [i, c] of world.connections.entries())
        expect(c.destroyed, `connection ${i}`).toBe(!(inSession(snapshot) && i === world.connections.length - 1));
    },
    'the back-off reconnects the same peer, restarts with new credentials, resets once open': ({
      world,
      snapshot,
      event,
    }) => {
      const connection = world.connections.at(-1);
      if (event.type === AFTER.reconnect) {
        expect(connection!.reconnects).toBe(world.mark.reconnects + 1);
        expect(snapshot.matches({ session: 'connecting' })).toBe(true);
      } else if (connection && world.connections.length === world.mark.connections)
        expect(connection.reconnects).toBe(world.mark.reconnects);
      if (isOpen(snapshot)) expect(snapshot.context.failures).toBe(0);
      if (['xstate.error.actor.fetchCredentials', 'connection.destroyed'].includes(event.type))
        expect(snapshot.matches('restarting')).toBe(true);
    },
    'subscribers hear ready, lost and incoming calls; calls nobody listens for are declined': ({
      world,
      snapshot,
      step,
      event,
    }) => {
      const before = step.before as Snap;
      const subscribedNow = snapshot.context.subscribers.length > 0;
      const expected: AnyEventObject[] = [];
      if (event.type === 'peer.subscribe' && isOpen(before))
        expected.push({ type: 'peer.ready', peerId: CREDENTIALS.peer_id });
      if (isOpen(snapshot) && !isOpen(before) && subscribedNow)
        expected.push({ type: 'peer.ready', peerId: CREDENTIALS.peer_id });
      if (isOpen(before) && !isOpen(snapshot) && before.context.subscribers.length > 0)
        expected.push({ type: 'peer.lost' });
      if (event.type === 'connection.incoming' && subscribedNow)
        expected.push({ type: 'peer.incoming', call: INCOMING });
      expect(world.heard.chat.slice(world.mark.chat)).toEqual(expected);
      const connection = world.connections.at(-1);
      const declined =
        world.connections.length === world.mark.connections
          ? (connection?.declined.slice(world.mark.declined) ?? [])
          : [];
      if (event.type === 'connection.incoming') expect(declined).toEqual(subscribedNow ? [] : [INCOMING.id]);
      else if (event.type === 'peer.decline') expect(declined).toEqual([INCOMING.id]);
      else expect(declined).toEqual([]);
      expect(selectPeerOpen(snapshot)).toBe(isOpen(snapshot));
      expect(selectPeerId(snapshot)).toBe(isOpen(snapshot) ? CREDENTIALS.peer_id : null);
    },
    'calls run on the current peer and their owner hears how they go': ({ world, snapshot, step, event }) => {
      const before = step.before as Snap;
      const toOwner = world.heard.owner.slice(world.mark.owner);
      const connection = world.connections.at(-1);
      if ((event.type === 'peer.call' || event.type === 'peer.answer') && inSession(before)) {
        const placed = connection!.calls.get(event.type === 'peer.call' ? OUT : INCOMING.id)!;
        expect(placed.partner).toBe(event.type === 'peer.call' ? 'b'.repeat(32) : null);
        if (event.type === 'peer.call') expect(placed.metadata).toEqual(METADATA);
        expect(toOwner).toEqual([]);
      } else if (event.type === 'peer.call' || event.type === 'peer.answer') {
        // No peer: the call fails at once.
        expect(toOwner).toEqual([{ type: 'call.failed', callId: String(event.callId) }]);
      } else if (event.type === 'connection.call') {
        expect(toOwner).toEqual([(event as Extract<PeerEvent, { type: 'connection.call' }>).notice]);
      } else if (inSession(before) && !inSession(snapshot)) {
        // The peer went away under its calls: closed if video had come, failed if not.
        expect(toOwner).toEqual(
          before.context.calls.map((call) => ({ type: call.live ? 'call.closed' : 'call.failed', callId: call.id })),
        );
      } else expect(toOwner).toEqual([]);
      if (event.type === 'peer.hangUp') expect(connection!.calls.get(String(event.callId))!.stopped).toBe(true);
      // An offer sent or a broken link is news, not an end: the call stays with its owner.
      if (
        event.type === 'connection.call' &&
        ['call.offered', 'call.linkDown', 'call.linkUp'].includes(String(event.notice.type))
      )
        expect(snapshot.context.calls.map((call) => [call.id, call.live])).toEqual(
          before.context.calls.map((call) => [call.id, call.live]),
        );
      if (event.type === 'peer.close') expect(snapshot.status).toBe('done');
    },
    'an ICE restart reaches the running call it names, once': ({ world, event, added }) =>
      expect(added(world.restarted)).toEqual(event.type === 'peer.restartIce' ? [event.callId] : []),
    'a refresh drops an open signalling socket, and only an open one': ({ world, step, taken }) => {
      const expected = taken.filter((s) => s.event.type === 'peer.refresh' && isOpen(s.before as Snap)).length;
      expect(world.refreshed).toHaveLength(expected);
      if (step.event.type === 'peer.refresh') expect(step.before.value).toEqual((step.before as Snap).value);
    },
  },
  atStop: ({ world }) => {
    // Stopping the actor (sign-out) destroys its peer.
    for (const c of world.connections) expect(c.destroyed).toBe(true);
  },
});

describe('peer machine', () => {
  it('backs off 1 s, 2 s, 5 s, 10 s, 10 s while the peer cannot come back, and from 1 s again once open', async () => {
    const clock = new SimulatedClock();
    const { world, machine } = createWorld();
    const actor = createActor(machine, { clock }).start();
    const waits: number[] = [];
    const waitUntil = async (state: 'fetchingCredentials' | { session: 'connecting' }) => {
      let waited = 0;
      while (!actor.getSnapshot().matches(state)) {
        clock.increment(500);
        waited += 500;
        await flush();
      }
      waits.push(waited);
    };
    for (let i = 0; i < 5; i++) {
      world.fetchCalls.pending().reject(new Error('offline'));
      await flush();
      await waitUntil('fetchingCredentials');
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    world.fetchCalls.pending().resolve(CREDENTIALS);
    await flush();
    world.connections.at(-1)!.handlers.open(CREDENTIALS.peer_id);
    expect(actor.getSnapshot().context.failures).toBe(0);
    waits.length = 0;
    for (let i = 0; i < 3; i++) {
      world.connections.at(-1)!.handlers.disconnected();
      await waitUntil({ session: 'connecting' });
    }
    expect(waits).toEqual([1000, 2000, 5000]);
    expect(world.connections).toHaveLength(1);
    expect(world.connections[0].reconnects).toBe(3);
    actor.stop();
  });
});
