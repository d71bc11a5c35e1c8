import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, SimulatedClock, setup } from 'xstate';
import { CALL_INVITATION_TTL_MS, type PendingCall } from '../../contract/friend-calls';
import type { FriendRequest } from '../../contract/friends';
import { createNotificationsImplementations } from '../../machines/notifications/notifications.actors';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { selectAlertsView, selectNotificationsView } from '../../machines/notifications/notifications.selectors';
import type {
  AlertSettings,
  CallAlertsPort,
  IncomingCall,
  IncomingFriendRequest,
  NotificationsEvent,
} from '../../machines/notifications/notifications.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { sessionWithFriends } from './support/friends-fixtures';
import { english } from './support/messages';

const request = (id: number): IncomingFriendRequest => ({
  id,
  name: `Owner ${id}`,
  image: null,
  pet_name: 'Kiwi',
  pet_gender: 'girl',
  breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
});
const listed = (id: number): FriendRequest => ({ ...request(id), created_at: '2026-11-23T20:00:00.000Z' });
const CALL_A = '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11';
const CALL_B = '0b7e1d52-3c4a-4f1e-8a9d-5e6f7a8b9c0d';
const call = (from: number, fromName: string, callId = CALL_A): IncomingCall => ({
  from,
  fromName,
  image: null,
  petName: 'Rio',
  petGender: 'boy',
  petBreedName: 'Cockatiel',
  petBreedNameUa: 'Корела',
  userToCall: 1,
  callId,
});

/** GET /friend-calls/pending's item for Taras's invitation (the feed's `call(5, 'Taras', callId)`). */
const pendingOf = (callId = CALL_A): PendingCall => ({
  call_id: callId,
  from: { id: 5, name: 'Taras', image: null, pet_name: 'Rio', pet_gender: 'boy', breed: null },
  expires_at: '2026-11-23T20:00:30.000Z',
});

type State = Parameters<typeof selectNotificationsView>[0];
const callIn = (s: State) => s.context.items.find((i) => i.kind === 'incomingCall');
const hasRequests = (s: State) => s.context.items.some((i) => i.kind === 'friendRequest');
/** A call rings unless the sound is muted or the user is answering it. */
const shouldRing = (s: State) =>
  !s.context.alerts.muted &&
  s.context.items.some((i) => i.kind === 'incomingCall' && i.call.from !== s.context.answering);

/** A fake of the deps: what the machine asked for, and the ringing sound as it is now. */
function fakeDeps() {
  const loadRequests = fakeCalls<[AbortSignal], FriendRequest[]>();
  const declineCall = fakeCalls<[string, AbortSignal]>();
  const opened: number[] = [];
  const ring = { starts: 0, live: 0 };
  const alerts: CallAlertsPort = {
    read: () => ({ permission: 'default', muted: false }),
    requestPermission: () => new Promise(() => {}),
    saveMuted: () => {},
    show: () => null,
  };
  const deps = {
    loadRequests: loadRequests.fn,
    // The pending calls question stays unanswered here (its own tests: below).
    loadPendingCalls: () => new Promise<never>(() => {}),
    declineCall: declineCall.fn,
    openCall: (from: number) => void opened.push(from),
    ring: () => {
      ring.starts++;
      ring.live++;
      return () => {
        ring.live--;
      };
    },
    alerts,
  };
  return { deps, loadRequests, declineCall, opened, ring };
}

const paths = describeModel(notificationsMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'panel.toggle' }, { type: 'panel.close' }, { type: 'notifications.clear' }];
    if (s.matches({ feed: 'signedOut' })) {
      events.push({ type: 'notifications.signedIn' });
      return events;
    }
    const { alerts } = s.context;
    const call5 = callIn(s);
    // Requests with the default alert settings, alert settings without requests: the two sides
    // are independent, and the model stays small.
    if (alerts.permission === 'default' && !alerts.muted && s.context.answering === null) {
      events.push(
        { type: 'friends.requestReceived', request: request(7) },
        { type: 'friends.requestsLoaded', requests: [request(7), request(8)] },
        { type: 'friends.requestsLoaded', requests: [] },
        { type: 'friends.requestHandled', id: 7 },
        // The user blocked the sender (the block popup, through the actor system): the server deleted the request.
        { type: 'user.blocked', userId: 8 },
        // Someone accepted a request this user sent (realtime friendRequestAccepted).
        { type: 'friends.requestAccepted', id: 9 },
      );
    }
    if (!hasRequests(s) && s.context.answering === null) {
      if (alerts.permission === 'default')
        events.push(
          { type: 'alerts.enable' },
          // What the browser answers after the user's click ("Turn on call alerts").
          { type: 'alerts.settings', settings: { permission: 'granted', muted: alerts.muted } },
        );
      events.push({ type: 'alerts.toggleMute' });
    }
    events.push(
      { type: 'call.incoming', call: call(5, 'Taras') },
      // The same caller again (a new invitation): still one entry per caller.
      { type: 'call.incoming', call: call(5, 'Taras again', CALL_B) },
      { type: 'call.joined', from: 5 },
      // callCancelled: of the invitation in the feed, and of an older one (ignored).
      { type: 'call.ended', from: 5, callId: CALL_A },
      { type: 'call.ended', from: 5, callId: CALL_B },
      { type: 'call.decline', from: 5 },
    );
    // Answering, tried without requests and with the default permission (the model stays small).
    // (the link is in the open panel, the browser notification is clicked with the panel closed).
    if (!hasRequests(s) && alerts.permission === 'default' && !alerts.muted)
      events.push(s.hasTag('open') ? { type: 'call.answering', from: 5 } : { type: 'call.answer', from: 5 });
    // The invitation's own clock (produced by the world: 30 s pass).
    // (Tried without requests: each expiry leaves a missed call, and the model stays small.)
    if (call5?.kind === 'incomingCall' && !hasRequests(s) && s.context.items.every((i) => i.kind !== 'missedCall'))
      events.push({ type: 'call.expired', from: 5, callId: call5.call.callId });
    // A missed call in the bell: only dismissing it is tried there.
    const missed = s.context.items.find((i) => i.kind === 'missedCall');
    if (missed?.kind === 'missedCall') return [{ type: 'missed.dismiss', callId: missed.call.callId }];
    if (s.matches({ feed: { signedIn: 'failed' } })) events.push({ type: 'requests.reload' });
    if (s.matches({ feed: { signedIn: 'loading' } }))
      events.push(
        { type: 'xstate.done.actor.loadRequests', output: [listed(8), listed(7)] },
        { type: 'xstate.error.actor.loadRequests', error: new Error('offline') },
      );
    return events;
  },
  world: () => {
    const fakes = fakeDeps();
    const toasts = recorder();
    const callAlerts = recorder();
    const feedLink = recorder();
    const session = sessionWithFriends([2]);
    const implementations = createNotificationsImplementations(fakes.deps);
    const machine = notificationsMachine.provide({
      ...implementations,
      actors: { ...implementations.actors, callAlerts: callAlerts.logic, feedLink: feedLink.logic },
    });
    const clock = new SimulatedClock();
    return {
      machine,
      clock,
      system: { toasts: toasts.logic, session: session.logic },
      calls: { loadRequests: fakes.loadRequests },
      session,
      ...fakes,
      toasts,
      callAlerts,
      feedLink,
      produce: async (event: ModelEvent, _step: unknown, actor: AnyActorRef) => {
        if (event.type !== 'call.expired') return false;
        const before = JSON.stringify(actor.getSnapshot().context);
        clock.increment(CALL_INVITATION_TTL_MS - 1);
        await Promise.resolve();
        expect(JSON.stringify(actor.getSnapshot().context), 'the call expired before 30 s').toBe(before);
        clock.increment(1);
        return true;
      },
    };
  },
  atStart: ({ snapshot }) => {
    expect(selectNotificationsView(snapshot)).toEqual({
      open: false,
      unread: false,
      items: [],
      loading: false,
      loadFailed: false,
    });
    expect(selectAlertsView(snapshot)).toEqual({ alertPermission: 'default', muted: false, ringing: false });
  },
  allowUnused: {
    'call.missed':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'calls.reload':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'xstate.done.actor.loadPendingCalls':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'xstate.error.actor.loadPendingCalls':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
  },
  allowUnpaired: {
    'notifications.feed.signedIn.loading × call.missed':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'notifications.feed.signedIn.ready × call.missed':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'notifications.feed.signedIn.failed × call.missed':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'notifications.pending.idle × calls.reload':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'notifications.pending.loading × calls.reload':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'notifications.pending.loading × xstate.done.actor.loadPendingCalls':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
    'notifications.pending.loading × xstate.error.actor.loadPendingCalls':
      "the pending-calls region and missed calls are driven by the scenario tests below ('pending invitations …', 'missed calls …'): in the model they multiply the states past what runs in a minute",
  },
  oracles: {
    'a request of the user accepted adds the new friend to the session user, once': ({ event, world, added }) => {
      const updates = added(world.session.events).map((e) => e.user?.friends);
      if (event.type !== 'friends.requestAccepted') return expect(updates).toEqual([]);
      expect(updates).toEqual(world.session.events.length > updates.length ? [] : [[2, 9]]);
    },
    'one entry per sender and per caller': ({ snapshot }) => {
      const keys = selectNotificationsView(snapshot).items.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
    },
    'the panel opens and closes': ({ event, step: { before }, snapshot }) => {
      const view = selectNotificationsView(snapshot);
      if (event.type === 'panel.toggle') expect(view.open).toBe(!before.hasTag('open'));
      if (event.type === 'panel.close' || event.type === 'notifications.clear') expect(view.open).toBe(false);
      // Opening marks everything read; the panel shows new items at once, so they are read too.
      if (view.open) expect(view.unread).toBe(false);
    },
    'the feed follows a signed-in user only: requests loaded on sign-in and on each new request': ({
      event,
      snapshot,
      world,
      added,
    }) => {
      const loads = added(world.loadRequests.calls).length;
      const starts = ['notifications.signedIn', 'friends.requestReceived', 'requests.reload'].includes(event.type);
      // Each is tried only where the machine takes it: signing in when signed out, a request when signed in.
      expect(loads).toBe(starts ? 1 : 0);
      expect(world.feedLink.live).toBe(snapshot.matches({ feed: 'signedIn' }) ? 1 : 0);
      expect(world.callAlerts.live).toBe(snapshot.matches({ feed: 'signedIn' }) ? 1 : 0);
      if (snapshot.matches({ feed: 'signedOut' })) expect(snapshot.context.items).toEqual([]);
      // A reload replaces the one in flight.
      const pending = world.loadRequests.calls.filter((c) => !c.settled && !c.d.aborted);
      expect(pending.length).toBe(snapshot.matches({ feed: { signedIn: 'loading' } }) ? 1 : 0);
    },
    'a new request or call comes first, unread unless the panel is open; a new request is toasted': ({
      event,
      snapshot,
      world,
      added,
    }) => {
      const view = selectNotificationsView(snapshot);
      const toasts = added(world.toasts.events);
      if (event.type === 'friends.requestReceived') {
        expect(view.items[0]).toEqual({ kind: 'friendRequest', key: 'request-7', request: request(7) });
        expect(view.unread).toBe(!view.open);
        expect(toasts.map((t) => [t.kind, english(t.message as never)])).toEqual([
          ['info', 'You have a new friend request'],
        ]);
      } else expect(toasts).toEqual([]);
      if (event.type === 'call.incoming') {
        expect(view.items[0]).toEqual({ kind: 'incomingCall', key: 'call-5', call: event.call });
        expect(view.unread).toBe(!view.open);
      }
    },
    'loaded, handled, joined, cancelled, expired, declined and cleared entries': ({ event, step, snapshot }) => {
      const view = selectNotificationsView(snapshot);
      const keys = view.items.map((i) => i.key);
      const requestKeys = view.items.filter((i) => i.kind === 'friendRequest').map((i) => i.key);
      if (event.type === 'friends.requestsLoaded')
        expect(requestKeys).toEqual(event.requests.map((r) => `request-${r.id}`));
      if (event.type === 'xstate.done.actor.loadRequests') expect(requestKeys).toEqual(['request-8', 'request-7']);
      if (event.type === 'friends.requestHandled') expect(keys).not.toContain('request-7');
      if (event.type === 'user.blocked') {
        expect(keys).not.toContain('request-8');
        expect(keys).toEqual(
          selectNotificationsView(step.before)
            .items.map((i) => i.key)
            .filter((k) => k !== 'request-8'),
        );
      }
      if (['call.joined', 'call.expired', 'call.decline'].includes(event.type)) expect(keys).not.toContain('call-5');
      if (event.type === 'call.ended') {
        const current = callIn(step.before);
        const matches = current?.kind === 'incomingCall' && current.call.callId === event.callId;
        expect(keys.includes('call-5')).toBe(Boolean(current) && !matches);
      }
      // Answering opens the call page and keeps the entry: the page sends call.joined once it joins.
      if (event.type === 'call.answer' || event.type === 'call.answering')
        expect(view.items).toEqual(step.before.context.items);
      if (event.type === 'notifications.clear')
        expect(view).toEqual({ open: false, unread: false, items: [], loading: false, loadFailed: false });
      expect(view.loadFailed).toBe(snapshot.matches({ feed: { signedIn: 'failed' } }));
    },
    'answering opens the call page (the panel link navigates itself); declining tells the server which invitation': ({
      event,
      step,
      snapshot,
      world,
      added,
    }) => {
      const current = callIn(step.before);
      expect(added(world.opened)).toEqual(event.type === 'call.answer' && current ? [5] : []);
      if ((event.type === 'call.answer' || event.type === 'call.answering') && current)
        expect(snapshot.context.answering).toBe(5);
      if (event.type === 'call.answering') expect(selectNotificationsView(snapshot).open).toBe(false);
      // The caller being answered is always in the feed.
      if (snapshot.context.answering !== null) expect(callIn(snapshot)).toBeTruthy();
      const declined = added(world.declineCall.calls).map((c) => c.args[0]);
      expect(declined).toEqual(
        event.type === 'call.decline' && current?.kind === 'incomingCall' ? [current.call.callId] : [],
      );
    },
    'it rings exactly while a call is in the feed and the sound is not muted': ({ snapshot, world }) => {
      expect(world.ring.live).toBe(shouldRing(snapshot) ? 1 : 0);
      expect(selectAlertsView(snapshot).ringing).toBe(shouldRing(snapshot));
    },
    'browser alerts: shown for a new call when allowed, closed when it goes; permission asked only on enable': ({
      event,
      step,
      snapshot,
      world,
      added,
    }) => {
      const commands = added(world.callAlerts.events);
      const expected: ModelEvent[] = [];
      if (event.type === 'alerts.enable') expected.push({ type: 'alerts.requestPermission' });
      if (event.type === 'alerts.toggleMute')
        expected.push({ type: 'alerts.saveMuted', muted: snapshot.context.alerts.muted });
      if (event.type === 'call.incoming' && step.before.context.alerts.permission === 'granted')
        expected.push({ type: 'alerts.show', call: event.call });
      if (callIn(step.before) && !callIn(snapshot) && event.type !== 'notifications.clear')
        expected.push({ type: 'alerts.close', from: 5 });
      expect(commands).toEqual(expected);
      if (event.type === 'alerts.toggleMute')
        expect(snapshot.context.alerts.muted).toBe(!step.before.context.alerts.muted);
    },
    'removing or opening never raises the marker': ({ event, step: { before }, snapshot }) => {
      const quiet = [
        'panel.toggle',
        'panel.close',
        'friends.requestHandled',
        'user.blocked',
        'call.joined',
        'call.ended',
        'call.decline',
        'call.answer',
        'call.answering',
      ];
      if (quiet.includes(event.type) && !before.context.unread)
        expect(selectNotificationsView(snapshot).unread).toBe(false);
    },
  },
});

describe('notifications machine', () => {
  it('has paths through loading, expiry, declining and ringing', () => {
    const described = paths.map((p) => p.description);
    expect(described.some((d) => d.includes('call.expired'))).toBe(true);
    expect(described.some((d) => d.includes('done:loadRequests'))).toBe(true);
  });

  /** The machine on its own, with a clock, its toasts elsewhere. */
  function start() {
    const fakes = fakeDeps();
    const clock = new SimulatedClock();
    const pendingCalls = fakeCalls<[AbortSignal], PendingCall[]>();
    const implementations = createNotificationsImplementations({ ...fakes.deps, loadPendingCalls: pendingCalls.fn });
    const quiet = recorder();
    const machine = notificationsMachine.provide({
      ...implementations,
      actors: { ...implementations.actors, feedLink: quiet.logic },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'notifications.signedIn' });
    return { actor, clock, pendingCalls, ...fakes };
  }
  /** The ringing calls' keys (a call that expires leaves a missed call: see below). */
  const keys = (actor: { getSnapshot(): State }) =>
    selectNotificationsView(actor.getSnapshot())
      .items.filter((i) => i.kind === 'incomingCall')
      .map((i) => i.key);

  it('expires each caller 30 s after their own invitation, by the machine clock', () => {
    const { actor, clock } = start();
    actor.send({ type: 'call.incoming', call: call(5, 'Taras') });
    clock.increment(10_000);
    actor.send({ type: 'call.incoming', call: call(6, 'Marta', CALL_B) });
    clock.increment(CALL_INVITATION_TTL_MS - 10_000 - 1);
    expect(keys(actor)).toEqual(['call-6', 'call-5']);
    clock.increment(1);
    expect(keys(actor)).toEqual(['call-6']);
    clock.increment(10_000 - 1);
    expect(keys(actor)).toEqual(['call-6']);
    clock.increment(1);
    expect(keys(actor)).toEqual([]);
    actor.stop();
  });

  it('gives a repeated invitation of the same caller a fresh 30 s', () => {
    const { actor, clock } = start();
    actor.send({ type: 'call.incoming', call: call(5, 'Taras') });
    clock.increment(20_000);
    actor.send({ type: 'call.incoming', call: call(5, 'Taras', CALL_B) });
    clock.increment(CALL_INVITATION_TTL_MS - 1);
    expect(keys(actor)).toEqual(['call-5']);
    clock.increment(1);
    expect(keys(actor)).toEqual([]);
    actor.stop();
  });

  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const items = (actor: { getSnapshot(): State }) => actor.getSnapshot().context.items;

  it('pending invitations: asked on sign-in and on every reconnect; the answer rings what the feed lacks', async () => {
    const { actor, pendingCalls, ring } = start();
    expect(pendingCalls.calls).toHaveLength(1);
    pendingCalls.pending().resolve([pendingOf(CALL_A)]);
    await settle();
    expect(keys(actor)).toEqual(['call-5']);
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(true);
    expect(ring.live).toBe(1);
    // A reconnect while one question is in flight replaces it.
    actor.send({ type: 'calls.reload' });
    actor.send({ type: 'calls.reload' });
    expect(pendingCalls.calls).toHaveLength(3);
    expect(pendingCalls.calls[1].d.aborted).toBe(true);
    pendingCalls.pending().reject(new Error('offline'));
    await settle();
    // A failure keeps what the feed has.
    expect(keys(actor)).toEqual(['call-5']);
    actor.stop();
  });

  it('pending invitations: the answer drops calls it no longer lists, but not one that came meanwhile or is being answered', async () => {
    const { actor, pendingCalls } = start();
    pendingCalls.pending().resolve([]);
    await settle();
    actor.send({ type: 'call.incoming', call: call(5, 'Taras') });
    actor.send({ type: 'calls.reload' });
    // Came while it asked: stays.
    actor.send({ type: 'call.incoming', call: call(6, 'Marta', CALL_B) });
    pendingCalls.pending().resolve([]);
    await settle();
    expect(keys(actor)).toEqual(['call-6']);
    // Being answered: stays (its page takes it over).
    actor.send({ type: 'call.answering', from: 6 });
    actor.send({ type: 'calls.reload' });
    pendingCalls.pending().resolve([]);
    await settle();
    expect(keys(actor)).toEqual(['call-6']);
    // Ignored while signed out.
    actor.send({ type: 'notifications.clear' });
    actor.send({ type: 'calls.reload' });
    expect(pendingCalls.calls.filter((c) => !c.settled && !c.d.aborted)).toHaveLength(0);
    actor.stop();
  });

  it('missed calls: missedCall or the 30 s leave one per invitation, unread, until dismissed', async () => {
    const { actor, clock, ring } = start();
    actor.send({ type: 'call.incoming', call: call(5, 'Taras') });
    actor.send({ type: 'panel.toggle' });
    actor.send({ type: 'panel.close' });
    actor.send({ type: 'call.missed', call: { from: 5, fromName: 'Taras', callId: CALL_A } });
    expect(items(actor)).toEqual([
      { kind: 'missedCall', key: `missed-${CALL_A}`, call: { from: 5, fromName: 'Taras', callId: CALL_A } },
    ]);
    expect(ring.live).toBe(0);
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(true);
    // Its own 30 s running out later adds nothing; a repeat neither.
    clock.increment(CALL_INVITATION_TTL_MS);
    actor.send({ type: 'call.missed', call: { from: 5, fromName: 'Taras', callId: CALL_A } });
    expect(items(actor)).toHaveLength(1);
    // An entry that expires by its own clock (its missedCall lost) is missed too.
    actor.send({ type: 'call.incoming', call: call(6, 'Marta', CALL_B) });
    clock.increment(CALL_INVITATION_TTL_MS);
    expect(items(actor).map((i) => i.key)).toEqual([`missed-${CALL_B}`, `missed-${CALL_A}`]);
    actor.send({ type: 'missed.dismiss', callId: CALL_A });
    expect(items(actor).map((i) => i.key)).toEqual([`missed-${CALL_B}`]);
    actor.stop();
  });

  it('raises the unread marker for a reloaded list only when it holds a new request', () => {
    const { actor } = start();
    actor.send({ type: 'friends.requestsLoaded', requests: [request(1)] });
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(true);
    actor.send({ type: 'panel.toggle' });
    actor.send({ type: 'panel.close' });
    actor.send({ type: 'friends.requestsLoaded', requests: [request(1)] });
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(false);
    actor.stop();
  });

  it('ignores feed events while nobody is signed in', () => {
    const actor = createActor(notificationsMachine).start();
    const events: NotificationsEvent[] = [
      { type: 'friends.requestReceived', request: request(7) },
      { type: 'call.incoming', call: call(5, 'Taras') },
    ];
    for (const event of events) actor.send(event);
    expect(selectNotificationsView(actor.getSnapshot()).items).toEqual([]);
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(false);
    actor.stop();
  });
});

describe('call alerts actor (createNotificationsImplementations)', () => {
  function run(port: Partial<CallAlertsPort>) {
    const received: NotificationsEvent[] = [];
    const { deps } = fakeDeps();
    const alerts = { ...deps.alerts, ...port };
    const logic = createNotificationsImplementations({ ...deps, alerts }).actors.callAlerts;
    const host = createActor(
      setup({ actors: { callAlerts: logic } }).createMachine({
        invoke: { id: 'callAlerts', src: 'callAlerts' },
        on: { '*': { actions: ({ event }) => void received.push(event as NotificationsEvent) } },
      }),
    ).start();
    const child = host.getSnapshot().children.callAlerts as AnyActorRef;
    return { host, child, received };
  }

  it('reports the settings at start and after the permission answer, keeping the mute switch', async () => {
    let answer: (p: 'granted') => void = () => {};
    const saved: boolean[] = [];
    const settings: AlertSettings = { permission: 'default', muted: true };
    const { host, child, received } = run({
      read: () => settings,
      requestPermission: () => new Promise((resolve) => (answer = resolve)),
      saveMuted: (muted) => void saved.push(muted),
    });
    expect(received).toEqual([{ type: 'alerts.settings', settings }]);
    child.send({ type: 'alerts.saveMuted', muted: false });
    expect(saved).toEqual([false]);
    child.send({ type: 'alerts.requestPermission' });
    answer('granted');
    await Promise.resolve();
    await Promise.resolve();
    expect(received.at(-1)).toEqual({ type: 'alerts.settings', settings: { permission: 'granted', muted: false } });
    host.stop();
  });

  it('shows one notification per caller, closes it when told or when stopped, and answers on a click', () => {
    const open = new Map<number, () => void>();
    const closed: number[] = [];
    const { host, child, received } = run({
      show: (c, onClick) => {
        open.set(c.from, onClick);
        return () => void closed.push(c.from);
      },
    });
    child.send({ type: 'alerts.show', call: call(5, 'Taras') });
    child.send({ type: 'alerts.show', call: call(5, 'Taras', CALL_B) });
    expect(closed).toEqual([5]);
    open.get(5)?.();
    expect(received.at(-1)).toEqual({ type: 'call.answer', from: 5 });
    child.send({ type: 'alerts.show', call: call(6, 'Marta') });
    child.send({ type: 'alerts.close', from: 6 });
    expect(closed).toEqual([5, 6]);
    host.stop();
    expect(closed).toEqual([5, 6, 5]);
  });
});
