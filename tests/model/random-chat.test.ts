import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EndCallInput, RandomUser, SearchResult } from '../../contract/chat';
import { createCallControlsImplementations } from '../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../machines/call-controls/call-controls.machine';
import { createRandomChatImplementations } from '../../machines/random-chat/random-chat.actors';
import { randomChatMachine } from '../../machines/random-chat/random-chat.machine';
import { selectChatView } from '../../machines/random-chat/random-chat.selectors';
import {
  type CallSessionInput,
  type ExitPlan,
  type IncomingCall,
  PEER_WAIT_MS,
  type RandomChatDeps,
  type RandomChatEvent,
  type RandomChatInput,
  type SearchFailure,
  type SearchRequest,
  VIDEO_TIMEOUT_MS,
} from '../../machines/random-chat/random-chat.types';
import { createReportImplementations } from '../../machines/report/report.actors';
import { reportMachine } from '../../machines/report/report.machine';
import { type Deferred, deferred, flush } from './support/deferred';
import { afterEventType, handledEventTypes, stableStateIds } from './support/paths';

/**
 * Model-based tests of the random chat (spec §4 "Video chat (random)"): paths generated from the
 * machine by `xstate/graph` drive the real machine with fake effects and a simulated clock, and
 * every step checks what reached the outside world (searches, calls, hang-ups, the camera, the
 * page-exit plan, toasts).
 */

type M = typeof randomChatMachine;
type Snap = SnapshotFrom<M>;
type ModelEvent = RandomChatEvent | { type: string; output?: unknown; error?: unknown };

const ME = 1;
const stream = (id: string) => ({ id }) as unknown as MediaStream;
const LOCAL = stream('local');
const REMOTE = stream('remote');

const partner = (id: number, name: string, peer: string): RandomUser => ({
  id,
  name,
  pet_name: `Pet of ${name}`,
  pet_gender: id % 2 ? 'girl' : 'boy',
  friends: [],
  peer_id: peer.repeat(32),
});
const BOHDAN = partner(2, 'Bohdan', 'b');
const CHRYSTIA = partner(3, 'Chrystia', 'c');
const AS_CALLER: SearchResult = { randomUser: BOHDAN, role: 'caller', match_id: 'match-b' };
const AS_CALLEE: SearchResult = { randomUser: CHRYSTIA, role: 'callee', match_id: 'match-c' };
const NOBODY: SearchResult = { randomUser: null, role: null, match_id: null };
const CALL_FROM_C: IncomingCall = { id: 'call-c', matchId: 'match-c' };
/** A call of an earlier match (the previous partner was still calling after a rapid Next). */
const STALE_CALL: IncomingCall = { id: 'call-old', matchId: 'match-old' };
const failure = (f: SearchFailure) => f;

const input: RandomChatInput = {
  me: { id: ME, name: 'Olena', pet_name: 'Kesha', pet_gender: 'boy', friends: [] },
  breedId: null,
  recent: [],
  expandedMode: false,
};

const AFTER = {
  peerWait: afterEventType(randomChatMachine, 'randomChat.active.waitingForPeer'),
  awaitingCall: afterEventType(randomChatMachine, 'randomChat.active.matched.awaitingCall'),
  connecting: afterEventType(randomChatMachine, 'randomChat.active.matched.linked.connecting'),
  retry: afterEventType(randomChatMachine, 'randomChat.active.retrying'),
};

const searching = (s: Snap) => s.matches({ active: 'searching' });
const inLinked = (s: Snap) => s.matches({ active: { matched: 'linked' } });
const connected = (s: Snap) => s.matches({ active: { matched: { linked: 'connected' } } });

/** The events worth trying in a state: user input, plus what the running actors and timers can produce there. */
function eventsIn(s: Snap): ModelEvent[] {
  const { context } = s;
  const events: ModelEvent[] = [
    { type: 'chat.start' },
    { type: 'chat.stop' },
    { type: 'chat.next' },
    { type: 'report.open' },
  ];
  if (context.peerId === null) events.push({ type: 'peer.ready', peerId: 'peer-1' });
  else if (searching(s) && context.peerId === 'peer-1' && context.pending.length === 0)
    events.push({ type: 'peer.ready', peerId: 'peer-2' }, { type: 'peer.lost' });
  else if (s.matches('idle')) events.push({ type: 'peer.lost' });
  if (searching(s) || s.matches({ active: { matched: 'awaitingCall' } })) {
    for (const call of [CALL_FROM_C, STALE_CALL])
      if (context.pending.length < 2 && !context.pending.includes(call)) events.push({ type: 'peer.incoming', call });
  }
  if (s.matches('idle') || connected(s)) events.push({ type: 'peer.incoming', call: STALE_CALL });
  if ((s.matches('idle') || searching(s)) && context.pending.length === 0)
    events.push({ type: 'breed.change', breedId: context.breedId === null ? 7 : null });
  if (s.matches({ active: 'acquiring' }))
    events.push(
      { type: 'media.ready', stream: LOCAL },
      { type: 'media.failed', problem: 'denied' },
      { type: 'media.failed', problem: 'busy' },
    );
  if (searching(s)) {
    for (const output of [AS_CALLER, AS_CALLEE, NOBODY]) events.push({ type: 'xstate.done.actor.search', output });
    for (const error of [
      failure({ kind: 'rateLimited', retryAfterMs: 3000 }),
      failure({ kind: 'breedLocked' }),
      failure({ kind: 'failed' }),
    ])
      events.push({ type: 'xstate.error.actor.search', error });
  }
  if (s.matches({ active: { matched: { linked: 'connecting' } } }))
    events.push({ type: 'call.remoteVideo', stream: REMOTE });
  if (inLinked(s)) events.push({ type: 'call.failed' }, { type: 'call.closed' });
  if (s.matches({ active: 'matched' })) {
    const from = context.companion?.id ?? 0;
    events.push(
      { type: 'remote.hangUp', from, to: ME, matchId: context.matchId },
      { type: 'remote.hangUp', from, to: ME, matchId: 'match-old' },
      { type: 'remote.hangUp', from, to: 99, matchId: context.matchId },
    );
  }
  if (s.matches({ active: 'waitingForPeer' })) events.push({ type: AFTER.peerWait });
  if (s.matches({ active: { matched: 'awaitingCall' } })) events.push({ type: AFTER.awaitingCall });
  if (s.matches({ active: { matched: { linked: 'connecting' } } })) events.push({ type: AFTER.connecting });
  if (s.matches({ active: 'retrying' })) events.push({ type: AFTER.retry });
  return events;
}

/** What decides the machine's next moves (guards read these); other context only rides along. */
function keyOf(s: Snap): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    peerId: c.peerId,
    companion: c.companion?.id ?? null,
    matchId: c.matchId,
    role: c.role,
    answering: c.answering,
    pending: c.pending.map((p) => p.id),
    problem: c.problem,
    local: c.localStream !== null,
    remote: c.remoteStream !== null,
  });
}

interface Step {
  event: ModelEvent;
  before: Snap;
  after: Snap;
}

/** For every reachable state and every event tried there: the shortest path to it, then that event. */
function generatePaths(): Step[][] {
  const model = new TestModel(randomChatMachine, {
    input,
    events: (s: Snap) => eventsIn(s),
    serializeState: (s: Snap) => keyOf(s),
  } as never);
  const toState = new Map<string, Step[]>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const raw = path.steps as unknown as Array<{ event: ModelEvent; state: Snap }>;
    const steps: Step[] = [];
    for (let i = 1; i < raw.length; i++)
      steps.push({ event: raw[i].event, before: raw[i - 1].state, after: raw[i].state });
    toState.set(keyOf(path.state as Snap), steps);
  }
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: Snap; transitions: Record<string, { event: ModelEvent; state: Snap }> }
  >;
  const paths: Step[][] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const head = toState.get(key);
    if (!head) throw new Error(`no path to ${key}`);
    for (const { event, state: next } of Object.values(transitions))
      paths.push([...head, { event, before: state, after: next }]);
  }
  return paths;
}

const describeStep = (step: Step) =>
  `${step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\..*\.randomChat\./, 'after:')}`;

/** The fake outside world of one run. */
function createWorld() {
  const world = {
    peer: null as null | Parameters<RandomChatDeps['watchPeer']>[0],
    hangUps: null as null | Parameters<RandomChatDeps['watchHangUps']>[0],
    cameras: [] as Deferred<MediaStream>[],
    stopped: [] as MediaStream[],
    searches: [] as Array<{ request: SearchRequest; d: Deferred<SearchResult>; settled: boolean }>,
    calls: [] as Array<{
      input: CallSessionInput;
      handlers: Parameters<RandomChatDeps['runCall']>[1];
      closed: boolean;
    }>,
    declined: [] as string[],
    onCall: [] as boolean[],
    endCalls: [] as EndCallInput[],
    leavePools: 0,
    plans: [] as ExitPlan[],
    exitGuardDisposed: false,
    saved: [] as number[][],
    toasts: [] as string[],
  };
  const deps: RandomChatDeps = {
    watchPeer: (handlers) => {
      world.peer = handlers;
      return () => {
        world.peer = null;
      };
    },
    openCamera: () => {
      const d = deferred<MediaStream>();
      world.cameras.push(d);
      return d.promise;
    },
    stopStream: (s) => world.stopped.push(s),
    runCall: (callInput, handlers) => {
      const call = { input: callInput, handlers, closed: false };
      world.calls.push(call);
      return () => {
        call.closed = true;
      };
    },
    declineCall: (id) => world.declined.push(id),
    search: (request, signal) => {
      const d = deferred<SearchResult>(signal);
      world.searches.push({ request, d, settled: false });
      return d.promise;
    },
    setOnCall: (value) => world.onCall.push(value),
    endCall: (value) => world.endCalls.push(value),
    leavePool: () => {
      world.leavePools += 1;
    },
    watchHangUps: (listener) => {
      world.hangUps = listener;
      return () => {
        world.hangUps = null;
      };
    },
    guardPageExit: () => ({
      update: (plan) => world.plans.push(plan),
      dispose: () => {
        world.exitGuardDisposed = true;
      },
    }),
    saveRecent: (recent) => world.saved.push(recent),
    notify: (_kind, message) => world.toasts.push(message.message ?? message.id),
  };
  const implementations = createRandomChatImplementations(deps);
  const machine = randomChatMachine.provide({
    ...implementations,
    actors: {
      ...implementations.actors,
      controls: callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {} }),
      ),
      report: reportMachine.provide(createReportImplementations({ sendReport: async () => {}, notify() {} })),
    },
  });
  return { world, machine };
}

function settle(search: { d: Deferred<SearchResult>; settled: boolean }) {
  search.settled = true;
  return search.d;
}

/** The page-exit plan each state must have announced (spec §4 step 8). */
function expectedPlan(s: Snap): ExitPlan {
  const hangUp = s.context.companion
    ? { to: s.context.companion.id, notEnd: false, match_id: s.context.matchId }
    : null;
  if (searching(s)) return { leavePool: true, hangUp: null, warn: false };
  if (connected(s)) return { leavePool: false, hangUp, warn: true };
  if (s.matches({ active: 'matched' })) return { leavePool: false, hangUp, warn: false };
  return { leavePool: false, hangUp: null, warn: false };
}

async function run(steps: Step[]) {
  const clock = new SimulatedClock();
  const { world, machine } = createWorld();
  const actor = createActor(machine, { input, clock }).start();
  // Step 1: entering the screen clears the call target.
  expect(world.onCall).toEqual([false]);
  let toastsSinceStart = 0;
  let opened = 0;

  for (const { event, before, after } of steps) {
    const e = event as ModelEvent & Record<string, unknown>;
    const searchesBefore = world.searches.length;
    const callsBefore = world.calls.length;
    const declinedBefore = world.declined.length;
    const toastsBefore = world.toasts.length;
    const recentBefore = actor.getSnapshot().context.recent;
    const endCallsBefore = world.endCalls.length;
    const leavePoolsBefore = world.leavePools;

    if (e.type === 'xstate.done.actor.search') settle(world.searches.at(-1)!).resolve(e.output as SearchResult);
    else if (e.type === 'xstate.error.actor.search') settle(world.searches.at(-1)!).reject(e.error);
    else if (e.type === 'media.ready') world.cameras.at(-1)!.resolve(e.stream as MediaStream);
    else if (e.type === 'media.failed') world.cameras.at(-1)!.reject(e.problem);
    else if (e.type === 'peer.ready') world.peer!.ready(e.peerId as string);
    else if (e.type === 'peer.lost') world.peer!.lost();
    else if (e.type === 'peer.incoming') world.peer!.incoming(e.call as IncomingCall);
    else if (e.type === 'call.remoteVideo') world.calls.at(-1)!.handlers.remoteVideo(e.stream as MediaStream);
    else if (e.type === 'call.failed') world.calls.at(-1)!.handlers.failed();
    else if (e.type === 'call.closed') world.calls.at(-1)!.handlers.closed();
    else if (e.type === 'remote.hangUp')
      world.hangUps!({ from: e.from as number, to: e.to as number, matchId: e.matchId as string | null });
    else if (e.type.startsWith('xstate.after.')) {
      // Timers fire exactly on time: 1 s retry (or Retry-After), 8 s video timeout, 15 s peer wait.
      const delay =
        e.type === AFTER.retry
          ? before.context.retryDelayMs
          : e.type === AFTER.peerWait
            ? PEER_WAIT_MS
            : VIDEO_TIMEOUT_MS;
      clock.increment(delay - 1);
      await flush();
      expect(keyOf(actor.getSnapshot()), `${e.type} fired early`).toBe(keyOf(before));
      clock.increment(1);
    } else actor.send(event as RandomChatEvent);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(keyOf(snapshot)).toBe(keyOf(after));
    const { context } = snapshot;
    if (e.type === 'chat.start' && !before.matches('active')) toastsSinceStart = 0;
    toastsSinceStart += world.toasts.length - toastsBefore;
    // 'Video not available' shows at most once per Start, however long the search goes on.
    expect(toastsSinceStart).toBeLessThanOrEqual(1);

    // Every search asks with the breed filter, the exclusion list and the announced peer id.
    for (const { request } of world.searches.slice(searchesBefore)) {
      expect(request).toEqual({ breed_id: context.breedId, exclusion_users: context.recent, peer_id: context.peerId });
    }
    // A search left unanswered is aborted: at most the newest one is still running, and only in `searching`.
    const running = world.searches.filter((s) => !s.d.aborted && !s.settled);
    expect(running.length).toBeLessThanOrEqual(searching(snapshot) ? 1 : 0);

    // The caller calls the partner's peer id with the match in the metadata; the callee answers
    // only the call of its own match.
    for (const call of world.calls.slice(callsBefore)) {
      if (call.input.role === 'caller') {
        expect(call.input.partnerPeerId).toBe(context.companion!.peer_id);
        expect(call.input.metadata).toMatchObject({ userId: ME, name: 'Olena', match_id: context.matchId });
      } else {
        expect(call.input.callId).toBe(CALL_FROM_C.id);
        expect(context.matchId).toBe(CALL_FROM_C.matchId);
      }
      expect(call.input.localStream).toBe(LOCAL);
    }
    // At most one call runs, and only while linked.
    const open = world.calls.filter((c) => !c.closed);
    expect(open.length).toBeLessThanOrEqual(inLinked(snapshot) ? 1 : 0);
    // A stale call is never answered: it is declined when it comes, or when the match is known.
    for (const id of world.declined.slice(declinedBefore)) expect(id).not.toBe(context.answering);
    if (e.type === 'peer.incoming' && (e.call as IncomingCall).matchId !== context.matchId && !searching(snapshot)) {
      expect(world.declined.slice(declinedBefore)).toContain((e.call as IncomingCall).id);
    }
    if (snapshot.matches({ active: 'matched' }) && !before.matches({ active: 'matched' })) {
      const chosen = before.context.pending.find((p) => p.id === context.answering);
      const others = before.context.pending.filter((p) => p !== chosen).map((p) => p.id);
      expect(world.declined.slice(declinedBefore)).toEqual(others);
      if (chosen) expect(chosen.matchId).toBe(context.matchId);
    }

    // The camera is released whenever the chat is not active (every opened camera stopped once).
    if (e.type === 'media.ready') opened += 1;
    expect(world.stopped.length).toBe(
      snapshot.matches('active') ? opened - (snapshot.context.localStream ? 1 : 0) : opened,
    );

    // What each kind of step must have told the server.
    const told = world.endCalls.slice(endCallsBefore);
    const partnerOf = before.context.companion;
    const hangUpOf = (notEnd: boolean) => [{ to: partnerOf!.id, notEnd, match_id: before.context.matchId }];
    const inMatch = before.matches({ active: 'matched' });
    if (e.type === 'chat.next' && inMatch) {
      // Next: hang up on the partner (who hears andCall), remember them, search again.
      expect(told).toEqual(hangUpOf(false));
      expect(context.recent.at(-1)).toBe(partnerOf!.id);
      expect(searching(snapshot)).toBe(true);
    } else if (e.type === 'remote.hangUp' && inMatch && e.to === ME && e.matchId === before.context.matchId) {
      // Remote hang-up (step 7): acknowledge with notEnd, search again after the pause; remembered once met.
      expect(told).toEqual(hangUpOf(true));
      expect(context.recent.at(-1) === partnerOf!.id).toBe(connected(before) || recentBefore.at(-1) === partnerOf!.id);
      expect(snapshot.matches({ active: 'retrying' })).toBe(true);
    } else if (e.type === 'call.closed' && connected(before)) {
      // The partner closed the call: as a remote hang-up.
      expect(told).toEqual(hangUpOf(true));
      expect(context.recent.at(-1)).toBe(partnerOf!.id);
      expect(snapshot.matches({ active: 'retrying' })).toBe(true);
    } else if (e.type === 'remote.hangUp') {
      // Not for us, or for an earlier match: ignored.
      expect(told).toEqual([]);
      expect(keyOf(snapshot)).toBe(keyOf(before));
    } else if (e.type === 'chat.stop' && inMatch) {
      expect(told).toEqual(hangUpOf(false));
      expect(snapshot.matches('idle')).toBe(true);
    } else if (
      (e.type === 'call.failed' ||
        e.type === 'call.closed' ||
        e.type === AFTER.connecting ||
        e.type === AFTER.awaitingCall) &&
      inMatch
    ) {
      // Step 6: the partner is told, and the search starts again after the retry delay.
      expect(told).toEqual(hangUpOf(false));
      expect(snapshot.matches({ active: 'retrying' })).toBe(true);
      expect(context.retryDelayMs).toBe(1000);
    } else expect(told).toEqual([]);
    if (e.type === 'chat.stop' && searching(before)) {
      expect(world.leavePools).toBe(leavePoolsBefore + 1);
      expect(world.onCall.at(-1)).toBe(false);
    } else expect(world.leavePools).toBe(leavePoolsBefore);
    if (e.type === 'chat.stop' && before.matches('active')) expect(snapshot.matches('idle')).toBe(true);
    if (e.type === 'xstate.done.actor.search' && !(e.output as SearchResult).randomUser) {
      // Nobody within the long-poll: keep searching, with a fresh request.
      expect(searching(snapshot)).toBe(true);
      expect(world.searches.length).toBe(searchesBefore + 1);
    }
    if (e.type === 'xstate.error.actor.search') {
      const error = e.error as SearchFailure;
      if (error.kind === 'breedLocked') expect(context.problem).toBe('breedLocked');
      else expect(context.retryDelayMs).toBe(error.kind === 'rateLimited' ? 3000 : 1000);
    }
    if (e.type === 'media.failed') expect(context.problem).toBe(e.problem);
    // is-on-call true exactly when remote video plays.
    if (connected(snapshot) && !connected(before)) expect(world.onCall.at(-1)).toBe(true);
    if (before.hasTag('onCall') && !snapshot.hasTag('onCall') && e.type !== 'chat.stop')
      expect(world.endCalls.length).toBeGreaterThan(0);

    // The page-exit plan follows the state.
    expect(world.plans.at(-1)).toEqual(expectedPlan(snapshot));
    // A changed exclusion list is saved (cookie), at most 3 recent partners.
    if (context.recent !== recentBefore) expect(world.saved.at(-1)).toEqual(context.recent);
    expect(context.recent.length).toBeLessThanOrEqual(3);

    // View model: Next only with a companion; Start only when idle or after a problem.
    const view = selectChatView(snapshot);
    expect(view.canNext).toBe(context.companion !== null);
    expect(view.canStart).toBe(snapshot.matches('idle') || snapshot.matches('problem'));
  }
  actor.stop();
  // Leaving the screen carries out the exit plan in force.
  expect(world.exitGuardDisposed).toBe(true);
}

const paths = generatePaths();

describe('random chat machine (model-based)', () => {
  it('generates paths', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  for (const [index, steps] of paths.entries()) {
    it(`#${index}: ${steps.map(describeStep).join(' → ')}`, () => run(steps));
  }

  it('reaches every state of the machine', () => {
    const reached = new Set<string>();
    for (const steps of paths)
      for (const { after, before } of steps)
        for (const s of [before, after])
          for (const node of (s as unknown as { _nodes: Array<{ id: string }> })._nodes) reached.add(node.id);
    for (const id of stableStateIds(randomChatMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = new Set(paths.flatMap((steps) => steps.map((s) => s.event.type)));
    for (const type of handledEventTypes(randomChatMachine)) expect(used, type).toContain(type);
  });

  it('tries every event each state handles in that state', () => {
    const nodes = getStateNodes(randomChatMachine.root);
    const required = new Set(nodes.flatMap((node) => node.ownEvents.map((type) => `${node.id} ${type}`)));
    const tried = new Set<string>();
    for (const steps of paths) {
      for (const { before, event } of steps) {
        for (const node of (before as unknown as { _nodes: Array<{ id: string; ownEvents: string[] }> })._nodes) {
          if (node.ownEvents.includes(event.type)) tried.add(`${node.id} ${event.type}`);
        }
      }
    }
    for (const handler of required) expect(tried, handler).toContain(handler);
  });
});
