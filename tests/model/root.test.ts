import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  setup,
} from 'xstate';
import { KEEP_ALIVE_SYSTEM_ID } from '../../machines/keep-alive/keep-alive.types';
import { PEER_SYSTEM_ID } from '../../machines/peer/peer.types';
import { REALTIME_SYSTEM_ID } from '../../machines/realtime/realtime.types';
import { rootMachine } from '../../machines/root/root.machine';
import { selectChildren, selectDeferredChildren, selectSignedInChildren } from '../../machines/root/root.selectors';
import {
  DEFERRED_CHILD_IDS,
  DEFERRED_RETRY_MS,
  type DeferredLogic,
  type RootInput,
  SIGNED_IN_CHILD_IDS,
  SIGNED_IN_RETRY_MS,
  type SignedInLogic,
  SYSTEM_IDS,
} from '../../machines/root/root.types';
import { eventually } from '../support/eventually';
import { describeModel, fakeCalls, type ModelEvent, type Recorder, recorder } from './support/describe-model';

/**
 * The root actor's lifecycle (machines/root): its long-lived children run for the whole page, the
 * signed-in ones (realtime, peer, notifications, friendRequests) exactly while a verified user is
 * signed in and their code has loaded (`loadSignedIn`, tried again after a failure), and it forwards
 * what views send it to the child that owns it. Every child is a recorder actor here (the children have
 * model tests of their own); only the session is a small stand-in the test can sign in and out,
 * so the root's real session watcher produces `signIn.verified` / `signIn.ended`.
 */

/**
 * Every child of the root (its `setup({ actors })`, by invoke id and system id), when it runs, and
 * the input it gets. A new child of the root gets one line here (the last test fails until it has).
 */
type Lifetime = 'always' | 'deferred' | 'signedIn' | 'verified' | 'loaded';
const CHILDREN: Record<string, { systemId: string; runs: Lifetime; input?: (i: RootInput) => unknown }> = {
  toasts: { systemId: SYSTEM_IDS.toasts, runs: 'always' },
  preferences: { systemId: SYSTEM_IDS.preferences, runs: 'always', input: (i) => i.preferences },
  cookieConsent: { systemId: SYSTEM_IDS.cookieConsent, runs: 'always', input: (i) => i.cookieConsent },
  network: { systemId: SYSTEM_IDS.network, runs: 'always', input: (i) => i.network },
  session: { systemId: SYSTEM_IDS.session, runs: 'always', input: (i) => i.session },
  appUpdate: { systemId: SYSTEM_IDS.appUpdate, runs: 'always' },
  // Not in the root's setup: the logic `loadDeferred` returns, spawned once it has loaded.
  breedPicker: {
    systemId: SYSTEM_IDS.breedPicker,
    runs: 'deferred',
    input: (i) => i.breedPicker ?? { breedId: null },
  },
  installPrompt: {
    systemId: SYSTEM_IDS.installPrompt,
    runs: 'deferred',
    input: (i) => i.installPrompt ?? { iosSafari: false, standalone: false },
  },
  authRefresh: { systemId: SYSTEM_IDS.authRefresh, runs: 'deferred' },
  keepAlive: { systemId: KEEP_ALIVE_SYSTEM_ID, runs: 'signedIn' },
  // Not in the root's setup: the logic `loadSignedIn` returns, spawned once it has loaded.
  realtime: { systemId: REALTIME_SYSTEM_ID, runs: 'loaded' },
  peer: { systemId: PEER_SYSTEM_ID, runs: 'loaded' },
  notifications: { systemId: SYSTEM_IDS.notifications, runs: 'loaded' },
  friendRequests: { systemId: SYSTEM_IDS.friendRequests, runs: 'loaded' },
};
/** The children `loadSignedIn` and `loadDeferred` give (the others are the root's own, in its setup). */
const LOADED = new Set<string>([...SIGNED_IN_CHILD_IDS, ...DEFERRED_CHILD_IDS]);
/** A stand-in for the deferred logic in the model's own events (the world spawns its recorders instead). */
const PLACEHOLDER_DEFERRED = Object.fromEntries(
  DEFERRED_CHILD_IDS.map((id) => [id, fromCallback(() => () => {})]),
) as DeferredLogic;
/** A stand-in for the loaded logic in the model's own events (the world spawns its recorders instead). */
const PLACEHOLDER_LOGIC = Object.fromEntries(
  SIGNED_IN_CHILD_IDS.map((id) => [id, fromCallback(() => () => {})]),
) as SignedInLogic;

/** Whether a child of that lifetime runs in the root's state. */
function runsIn(lifetime: Lifetime, snapshot: { matches(value: object): boolean }): boolean {
  if (lifetime === 'signedIn') return snapshot.matches({ account: 'signedIn' });
  if (lifetime === 'verified') return !snapshot.matches({ access: 'signedOut' });
  if (lifetime === 'loaded') return snapshot.matches({ access: 'signedIn' });
  if (lifetime === 'deferred') return snapshot.matches({ deferred: 'ready' });
  return true;
}

/** The root event that starts a child of that lifetime. */
const STARTED_BY: Record<Lifetime, string | null> = {
  always: null,
  deferred: 'xstate.done.actor.loadDeferred',
  signedIn: 'account.signedIn',
  verified: 'signIn.verified',
  loaded: 'xstate.done.actor.loadSignedIn',
};
/** Children kept real: the watcher of the session that tells the root about sign-in. */
const REAL = ['watchSession'];
/** The root's own effects that are no children of the table: the signed-in and the deferred code's loads. */
const LOADER = 'loadSignedIn';
const DEFERRED_LOADER = 'loadDeferred';

const inputs: RootInput[] = [
  {
    preferences: { theme: 'light', language: 'ua' },
    cookieConsent: { accepted: false, appDevice: false, deviceParam: null },
    network: { online: false },
    session: { token: null },
  },
  {
    preferences: { theme: 'dark', language: 'en' },
    cookieConsent: { accepted: true, appDevice: false, deviceParam: null },
    network: { online: true },
    session: { token: 'stored-token' },
    breedPicker: { breedId: 3 },
    installPrompt: { iosSafari: true, standalone: false },
  },
];

/** The session as the root's watcher sees it: signed out, or signed in and verified or not. Records what it is sent. */
function sessionStandIn(rec: Recorder) {
  return setup({}).createMachine({
    id: 'stand-in',
    entry: ({ event }) => {
      rec.starts++;
      rec.inputs.push((event as { input?: unknown }).input);
    },
    initial: 'guest',
    states: {
      guest: { on: { 'stub.signIn': 'authenticated' } },
      authenticated: {
        initial: 'unverified',
        states: {
          unverified: { on: { 'stub.verify': 'verified', 'stub.signOut': '#stand-in.guest' } },
          verified: { on: { 'stub.unverify': 'unverified' } },
        },
      },
    },
    on: { '*': { actions: ({ event }) => void rec.events.push(event as ModelEvent) } },
  });
}

/** Each tried `screen.open` has its own system id in the model: the traversal's system can register an id once only. */
let screenIds = 0;
const SCREEN = 'screen';
const placeholder = fromCallback(() => () => {});
/** An actor that is no child of the root: closing it must change nothing. */
const stranger = createActor(placeholder);

describeModel(rootMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'toast.show', kind: 'info', message: msg`Hello` },
      { type: 'route.enter', device: null },
      { type: 'screen.open', systemId: `${SCREEN}-${++screenIds}`, logic: placeholder, input: { n: screenIds } },
      // In the model, a ref that is no child of the root; the world sends the open screen's ref, if any.
      { type: 'screen.close', ref: stranger },
    ];
    // The deferred code is asked for (a signed-in page's guard), then arrives or fails to; a failure
    // is tried again after a pause. Signing in asks for it too (raised on entering
    // account.signedIn), so the model loads it first and signs in after: every state of each region
    // is reached without their product, whose repeats would spawn keepAlive twice in the
    // traversal's one actor system (machines/root/root.test.ts covers the load that sign-in starts).
    if (s.matches({ deferred: 'waiting' })) events.push({ type: 'deferred.load' });
    if (s.matches({ deferred: 'loading' }))
      events.push(
        { type: `xstate.done.actor.${DEFERRED_LOADER}`, output: PLACEHOLDER_DEFERRED },
        { type: `xstate.error.actor.${DEFERRED_LOADER}`, error: new Error('offline') },
      );
    if (s.matches({ deferred: 'retrying' }))
      events.push({ type: `xstate.after.${DEFERRED_RETRY_MS}.root.deferred.retrying` });
    if (!s.matches({ deferred: 'ready' })) return events;
    // What the real watcher sends as the session stand-in moves (each stub step changes one thing;
    // a verified user's sign-out, which ends both at once, is in machines/root/root.test.ts).
    if (s.matches({ account: 'signedOut' })) events.push({ type: 'account.signedIn', via: 'stub.signIn' });
    else if (s.matches({ access: 'signedOut' }))
      events.push({ type: 'signIn.verified', via: 'stub.verify' }, { type: 'account.signedOut', via: 'stub.signOut' });
    else events.push({ type: 'signIn.ended', via: 'stub.unverify' });
    // The signed-in code arrives or fails to (offline); a failure is tried again after a pause.
    if (s.matches({ access: 'loading' }))
      events.push(
        { type: `xstate.done.actor.${LOADER}`, output: PLACEHOLDER_LOGIC },
        { type: `xstate.error.actor.${LOADER}`, error: new Error('offline') },
      );
    if (s.matches({ access: 'retrying' }))
      events.push({ type: `xstate.after.${SIGNED_IN_RETRY_MS}.root.access.retrying` });
    return events;
  },
  world: () => {
    const recorders = Object.fromEntries(Object.keys(CHILDREN).map((id) => [id, recorder()])) as Record<
      keyof typeof CHILDREN,
      Recorder
    >;
    const actors: Record<string, AnyActorLogic> = Object.fromEntries(
      Object.entries(recorders)
        .filter(([id]) => !LOADED.has(id))
        .map(([id, rec]) => [id, rec.logic]),
    );
    actors.session = sessionStandIn(recorders.session);
    // Each load waits for the path; it gives the recorders of the signed-in children, whatever the
    // model's event carries.
    const loads = fakeCalls<[{ language: string }], SignedInLogic>();
    const loaded = Object.fromEntries(SIGNED_IN_CHILD_IDS.map((id) => [id, recorders[id].logic])) as SignedInLogic;
    actors[LOADER] = fromPromise<SignedInLogic, { language: string }>(({ input }) => loads.fn(input));
    // Each deferred load waits for the path too; it gives the deferred children's recorders.
    const deferredLoads = fakeCalls<[], DeferredLogic>();
    const deferred = Object.fromEntries(DEFERRED_CHILD_IDS.map((id) => [id, recorders[id].logic])) as DeferredLogic;
    actors[DEFERRED_LOADER] = fromPromise<DeferredLogic>(() => deferredLoads.fn());
    const screen = recorder();
    return {
      machine: rootMachine.provide({ actors: actors as never }),
      clock: new SimulatedClock(),
      calls: {
        [DEFERRED_LOADER]: {
          pending: () => {
            const call = deferredLoads.pending();
            return { resolve: () => call.resolve(deferred), reject: (error: unknown) => call.reject(error) };
          },
        },
        [LOADER]: {
          pending: () => {
            const call = loads.pending();
            return { resolve: () => call.resolve(loaded), reject: (error: unknown) => call.reject(error) };
          },
        },
      },
      loads,
      deferredLoads,
      recorders,
      screen,
      produce: (event, _step, root) => {
        const session = root.system.get(SYSTEM_IDS.session) as AnyActorRef;
        if ('via' in event) session.send({ type: String((event as ModelEvent).via) });
        // All tried screens open under one system id: a newer one replaces the older.
        else if (event.type === 'screen.open') root.send({ ...event, systemId: SCREEN, logic: screen.logic });
        else if (event.type === 'screen.close')
          root.send({ type: 'screen.close', ref: (root.system.get(SCREEN) as AnyActorRef | undefined) ?? stranger });
        else return false;
        return true;
      },
    };
  },
  atStart: ({ world, path }) => {
    for (const [id, child] of Object.entries(CHILDREN))
      if (child.runs === 'always') expect(world.recorders[id].inputs, id).toEqual([child.input?.(path.input)]);
  },
  oracles: {
    'each child runs under its system id exactly while its lifetime says, started once per lifetime': ({
      snapshot,
      actor,
      taken,
      world,
    }) => {
      for (const [id, child] of Object.entries(CHILDREN)) {
        const running = runsIn(child.runs, snapshot);
        const starts = taken.filter((s) => s.event.type === STARTED_BY[child.runs]).length;
        expect(Boolean(snapshot.children[id as keyof typeof snapshot.children]), id).toBe(running);
        expect(Boolean(actor.system.get(child.systemId)), id).toBe(running);
        expect(world.recorders[id].starts, id).toBe(child.runs === 'always' ? 1 : starts);
        if (id !== 'session') expect(world.recorders[id].live, id).toBe(running ? 1 : 0);
      }
    },
    'the deferred code is asked for once on each entry to loading; its children start with their part of the input': ({
      world,
      added,
      step,
      snapshot,
      path,
      event,
    }) => {
      const entered = snapshot.matches({ deferred: 'loading' }) && !step.before.matches({ deferred: 'loading' });
      expect(added(world.deferredLoads.calls)).toHaveLength(entered ? 1 : 0);
      if (event.type !== `xstate.done.actor.${DEFERRED_LOADER}`) return;
      for (const id of DEFERRED_CHILD_IDS)
        expect(world.recorders[id].inputs, id).toEqual([CHILDREN[id].input?.(path.input)]);
    },
    'the deferred children are the ones selectDeferredChildren gives, once loaded': ({ snapshot, actor }) => {
      const deferred = selectDeferredChildren(snapshot);
      if (!snapshot.matches({ deferred: 'ready' })) expect(deferred).toBeNull();
      else
        for (const id of DEFERRED_CHILD_IDS) expect(deferred?.[id], id).toBe(actor.system.get(CHILDREN[id].systemId));
    },
    'the long-lived children are the ones selectChildren gives': ({ snapshot, actor }) => {
      for (const [id, ref] of Object.entries(selectChildren(snapshot)))
        expect(ref, id).toBe(actor.system.get(CHILDREN[id].systemId));
    },
    'the bell and friend requests are the signed-in children selectSignedInChildren gives, once loaded': ({
      snapshot,
      actor,
    }) => {
      const signedIn = selectSignedInChildren(snapshot);
      if (!snapshot.matches({ access: 'signedIn' })) expect(signedIn).toBeNull();
      else
        expect(signedIn).toEqual({
          notifications: actor.system.get(SYSTEM_IDS.notifications),
          friendRequests: actor.system.get(SYSTEM_IDS.friendRequests),
        });
    },
    'the signed-in code is asked for once on each entry to loading, in the preferred language': ({
      world,
      added,
      step,
      snapshot,
    }) => {
      const entered = snapshot.matches({ access: 'loading' }) && !step.before.matches({ access: 'loading' });
      expect(added(world.loads.calls).map((c) => c.args[0])).toEqual(entered ? [{ language: 'en' }] : []);
    },
    // Toasts and navigations go to the child that owns them; the feed starts once it runs (a new
    // actor per sign-in: nothing of the signed-out user's is left to clear).
    'the root sends its children only: notifications.signedIn once loaded, peer.close on sign-out, toast.show to toasts, route.enter to cookieConsent':
      ({ event, world, added, step, snapshot }) => {
        const leftAccess = step.before.matches({ access: 'signedIn' }) && !snapshot.matches({ access: 'signedIn' });
        const expected: Record<string, ModelEvent[]> = {
          notifications: event.type === `xstate.done.actor.${LOADER}` ? [{ type: 'notifications.signedIn' }] : [],
          // The peer gives its id up before it is stopped with the signed-in state.
          peer: leftAccess ? [{ type: 'peer.close' }] : [],
          toasts: event.type === 'toast.show' ? [event] : [],
          cookieConsent: event.type === 'route.enter' ? [event] : [],
        };
        for (const [id, rec] of Object.entries(world.recorders)) {
          const received = added(rec.events).filter((e) => !e.type.startsWith('stub.'));
          expect(received, id).toEqual(expected[id] ?? []);
        }
      },
    "a screen runs in the root's system, one per system id, until it is closed": ({ event, actor, world, taken }) => {
      const ref = actor.system.get(SCREEN) as AnyActorRef | undefined;
      const opens = taken.filter((s) => s.event.type === 'screen.open');
      const lastOpen = taken.findLastIndex((s) => s.event.type === 'screen.open');
      const lastClose = taken.findLastIndex((s) => s.event.type === 'screen.close');
      const open = lastOpen > lastClose;
      expect(world.screen.starts).toBe(opens.length);
      expect(world.screen.live).toBe(open ? 1 : 0);
      expect(Boolean(ref)).toBe(open);
      // A child of the root itself: among the root snapshot's own children.
      if (ref) expect(Object.values(actor.getSnapshot().children)).toContain(ref);
      if (event.type === 'screen.open') expect(world.screen.inputs.at(-1)).toEqual(event.input);
    },
  },
});

describe('root machine', () => {
  it('has every child of its setup in the table of this test (a new child needs its lifetime here)', () => {
    const stubbed = [...Object.keys(CHILDREN).filter((id) => !LOADED.has(id)), ...REAL, LOADER, DEFERRED_LOADER].sort();
    expect(Object.keys(rootMachine.implementations.actors).sort()).toEqual(stubbed);
  });

  it('stops every child, screens and the loaded signed-in ones included, when it stops', async () => {
    const recorders = Object.fromEntries(Object.keys(CHILDREN).map((id) => [id, recorder()]));
    const session = recorder();
    const actors: Record<string, AnyActorLogic> = Object.fromEntries(
      Object.entries(recorders)
        .filter(([id]) => !LOADED.has(id))
        .map(([id, rec]) => [id, rec.logic]),
    );
    actors.session = sessionStandIn(session);
    actors[LOADER] = fromPromise(async () =>
      Object.fromEntries(SIGNED_IN_CHILD_IDS.map((id) => [id, recorders[id].logic])),
    );
    actors[DEFERRED_LOADER] = fromPromise(async () =>
      Object.fromEntries(DEFERRED_CHILD_IDS.map((id) => [id, recorders[id].logic])),
    );
    const screen = recorder();
    const root = createActor(rootMachine.provide({ actors: actors as never }), { input: inputs[0] }).start();
    root.system.get(SYSTEM_IDS.session).send({ type: 'stub.signIn' });
    root.system.get(SYSTEM_IDS.session).send({ type: 'stub.verify' });
    root.send({ type: 'screen.open', systemId: SCREEN, logic: screen.logic });
    root.send({ type: 'deferred.load' });
    await eventually(() => expect(recorders.realtime.live).toBe(1));
    await eventually(() => expect(recorders.installPrompt.live).toBe(1));
    root.stop();
    for (const [id, rec] of Object.entries(recorders)) if (id !== 'session') expect(rec.live, id).toBe(0);
    expect(screen.live).toBe(0);
  });
});
