import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor, fromCallback, SimulatedClock, setup } from 'xstate';
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
import { type Deferred, deferred, flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

/**
 * The PeerJS lifecycle (machines/peer): paths generated from the machine drive it with a fake
 * PeerJS connection, a fake credentials call and a simulated clock, inside a system where a
 * subscriber (`chat`) and a call owner (`owner`) record what the peer actor tells them.
 */

type M = typeof peerMachine;
type Snap = ReturnType<ReturnType<typeof createActor<M>>['getSnapshot']>;
type ModelEvent = PeerEvent | { type: string; output?: unknown; error?: unknown };

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

const paths = generatePaths(peerMachine, {
  inputs: [undefined as never],
  events: (s) => {
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
        events.push({ type: 'connection.call', notice: { type: 'call.remoteVideo', callId: call.id, stream: REMOTE } });
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
    if (s.matches({ session: 'reconnecting' })) events.push({ type: AFTER.reconnect });
    if (s.matches('restarting')) events.push({ type: AFTER.restart });
    return events as never;
  },
});

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
    fetches: [] as Deferred<PeerCredentials>[],
    connections: [] as Array<{
      credentials: PeerCredentials;
      handlers: PeerConnectionHandlers;
      reconnects: number;
      destroyed: boolean;
      declined: string[];
      calls: Map<
        string,
        { partner: string | null; metadata: CallMetadata | null; handlers: CallHandlers; stopped: boolean }
      >;
    }>,
  };
  const machine = peerMachine.provide(
    createPeerImplementations({
      fetchCredentials: (signal) => {
        const d = deferred<PeerCredentials>(signal);
        world.fetches.push(d);
        return d.promise;
      },
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
          return () => {
            call.stopped = true;
          };
        };
        return {
          reconnect: () => {
            connection.reconnects += 1;
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

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const { world, machine } = createWorld();
  const heard = { chat: [] as AnyEventObject[], owner: [] as AnyEventObject[] };
  const recorder = (log: AnyEventObject[]) => fromCallback(({ receive }) => receive((e) => log.push(e)));
  const system = createActor(
    setup({ actors: { peer: machine, chat: recorder(heard.chat), owner: recorder(heard.owner) } }).createMachine({
      invoke: [
        { id: 'chat', src: 'chat', systemId: 'chat' },
        { id: 'owner', src: 'owner', systemId: 'owner' },
        { id: 'peer', src: 'peer', systemId: 'peer' },
      ],
    }),
    { clock },
  ).start();
  const actor = system.system.get('peer') as ReturnType<typeof createActor<M>>;
  const real = (ref: AnyActorRef) => system.system.get(ref.id) as AnyActorRef;
  expect(keyOf(actor.getSnapshot())).toBe(keyOf(path.initial as Snap));
  expect(world.fetches).toHaveLength(1);

  for (const { event, before: b, after: a } of path.steps) {
    const before = b as Snap;
    const after = a as Snap;
    const e = event as ModelEvent;
    const chatBefore = heard.chat.length;
    const ownerBefore = heard.owner.length;
    const fetchesBefore = world.fetches.length;
    const connectionsBefore = world.connections.length;
    const connection = world.connections.at(-1);
    const declinedBefore = connection?.declined.length ?? 0;
    const reconnectsBefore = connection?.reconnects ?? 0;

    if (e.type === 'xstate.done.actor.fetchCredentials') world.fetches.at(-1)!.resolve(CREDENTIALS);
    else if (e.type === 'xstate.error.actor.fetchCredentials') world.fetches.at(-1)!.reject(e.error);
    else if (e.type === 'connection.open') connection!.handlers.open(CREDENTIALS.peer_id);
    else if (e.type === 'connection.disconnected') connection!.handlers.disconnected();
    else if (e.type === 'connection.destroyed') connection!.handlers.destroyed();
    else if (e.type === 'connection.incoming') connection!.handlers.incoming(INCOMING);
    else if (e.type === 'connection.call') {
      const { notice } = e as Extract<PeerEvent, { type: 'connection.call' }>;
      const call = connection!.calls.get(notice.callId)!;
      if (notice.type === 'call.remoteVideo') call.handlers.remoteVideo(REMOTE);
      else if (notice.type === 'call.failed') call.handlers.failed();
      else call.handlers.closed();
    } else if (e.type.startsWith('xstate.after.')) {
      // The back-off: 1 s, 2 s, 5 s, then 10 s, to the millisecond.
      const delay = RECONNECT_DELAYS_MS[Math.min(before.context.failures, RECONNECT_DELAYS_MS.length - 1)];
      clock.increment(delay - 1);
      await flush();
      expect(keyOf(actor.getSnapshot()), `${e.type} fired early`).toBe(keyOf(before));
      clock.increment(1);
    } else if (e.type === 'peer.subscribe' || e.type === 'peer.unsubscribe')
      actor.send({ ...(e as { type: 'peer.subscribe' }), subscriber: real(CHAT) });
    else if (e.type === 'peer.call' || e.type === 'peer.answer')
      actor.send({ ...(e as Extract<PeerEvent, { type: 'peer.call' }>), owner: real(OWNER) });
    else actor.send(e as PeerEvent);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(keyOf(snapshot)).toBe(keyOf(after));
    const toChat = heard.chat.slice(chatBefore);
    const toOwner = heard.owner.slice(ownerBefore);
    const inSession = (s: Snap) => s.matches('session');
    const open = (s: Snap) => s.matches({ session: 'open' });

    // Credentials are fetched afresh on every (re)start, and each fetch gets its own peer.
    if (snapshot.matches('fetchingCredentials') && !before.matches('fetchingCredentials'))
      expect(world.fetches.length).toBe(fetchesBefore + 1);
    else expect(world.fetches.length).toBe(fetchesBefore);
    // A fetch still running when the peer closes is aborted.
    if (e.type === 'peer.close' && before.matches('fetchingCredentials'))
      expect(world.fetches.at(-1)!.aborted).toBe(true);
    if (inSession(snapshot) && !inSession(before)) {
      expect(world.connections.length).toBe(connectionsBefore + 1);
      expect(world.connections.at(-1)!.credentials).toEqual(CREDENTIALS);
    } else expect(world.connections.length).toBe(connectionsBefore);
    // Only the peer of the current session lives; any other is destroyed.
    for (const [i, c] of world.connections.entries())
      expect(c.destroyed, `connection ${i}`).toBe(!(inSession(snapshot) && i === world.connections.length - 1));

    // The back-off reconnects the same peer (same id) and resets once it is open again.
    if (e.type === AFTER.reconnect) {
      expect(connection!.reconnects).toBe(reconnectsBefore + 1);
      expect(snapshot.matches({ session: 'connecting' })).toBe(true);
    } else if (connection) expect(connection.reconnects).toBe(reconnectsBefore);
    if (open(snapshot)) expect(snapshot.context.failures).toBe(0);
    if (['xstate.error.actor.fetchCredentials', 'connection.destroyed'].includes(e.type))
      expect(snapshot.matches('restarting')).toBe(true);

    // Subscribers hear ready when the peer opens (or when they subscribe to an open peer), lost when it stops being open.
    const subscribedNow = snapshot.context.subscribers.length > 0;
    const expectedChat: AnyEventObject[] = [];
    if (e.type === 'peer.subscribe' && open(before))
      expectedChat.push({ type: 'peer.ready', peerId: CREDENTIALS.peer_id });
    if (open(snapshot) && !open(before) && subscribedNow)
      expectedChat.push({ type: 'peer.ready', peerId: CREDENTIALS.peer_id });
    if (open(before) && !open(snapshot) && before.context.subscribers.length > 0)
      expectedChat.push({ type: 'peer.lost' });
    if (e.type === 'connection.incoming' && subscribedNow) expectedChat.push({ type: 'peer.incoming', call: INCOMING });
    expect(toChat).toEqual(expectedChat);
    // A call nobody listens for is declined at once; `peer.decline` declines what it names.
    const declined = connection?.declined.slice(declinedBefore) ?? [];
    if (e.type === 'connection.incoming') expect(declined).toEqual(subscribedNow ? [] : [INCOMING.id]);
    else if (e.type === 'peer.decline') expect(declined).toEqual([INCOMING.id]);
    else expect(declined).toEqual([]);
    expect(selectPeerOpen(snapshot)).toBe(open(snapshot));
    expect(selectPeerId(snapshot)).toBe(open(snapshot) ? CREDENTIALS.peer_id : null);

    // Calls: placed or answered on the current peer; the owner hears how they go.
    if ((e.type === 'peer.call' || e.type === 'peer.answer') && inSession(before)) {
      const id = e.type === 'peer.call' ? OUT : INCOMING.id;
      const placed = connection!.calls.get(id)!;
      expect(placed.partner).toBe(e.type === 'peer.call' ? 'b'.repeat(32) : null);
      if (e.type === 'peer.call') expect(placed.metadata).toEqual(METADATA);
      expect(toOwner).toEqual([]);
    } else if (e.type === 'peer.call' || e.type === 'peer.answer') {
      // No peer: the call fails at once.
      expect(toOwner).toEqual([{ type: 'call.failed', callId: (e as { callId: string }).callId }]);
    } else if (e.type === 'connection.call') {
      expect(toOwner).toEqual([(e as Extract<PeerEvent, { type: 'connection.call' }>).notice]);
    } else if (inSession(before) && !inSession(snapshot)) {
      // The peer went away under its calls: closed if video had come, failed if not.
      expect(toOwner).toEqual(
        before.context.calls.map((call) => ({ type: call.live ? 'call.closed' : 'call.failed', callId: call.id })),
      );
    } else expect(toOwner).toEqual([]);
    if (e.type === 'peer.hangUp') {
      const { callId } = e as { callId: string };
      expect(connection!.calls.get(callId)!.stopped).toBe(true);
    }
    if (e.type === 'peer.close') expect(snapshot.status).toBe('done');
  }
  system.stop();
  // Stopping the actor (sign-out) destroys its peer.
  for (const c of world.connections) expect(c.destroyed).toBe(true);
}

describe('peer machine (model-based)', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(50));

  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(peerMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(peerMachine)) expect(used, type).toContain(type);
  });

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
      world.fetches.at(-1)!.reject(new Error('offline'));
      await flush();
      await waitUntil('fetchingCredentials');
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    world.fetches.at(-1)!.resolve(CREDENTIALS);
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
