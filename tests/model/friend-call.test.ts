import { expect } from 'vitest';
import { type AnyActorRef, fromCallback, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { EndCallInput } from '../../contract/chat';
import { FRIENDS_EVENT, VIDEO_CHAT_EVENT } from '../../contract/realtime';
import { createCallControlsImplementations } from '../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../machines/call-controls/call-controls.machine';
import { CALL_SETTLE_MS } from '../../machines/call-quality/call-quality.types';
import { createFriendCallImplementations } from '../../machines/friend-call/friend-call.actors';
import { friendCallMachine } from '../../machines/friend-call/friend-call.machine';
import { selectFriendCallView, selectFriendCameraOff } from '../../machines/friend-call/friend-call.selectors';
import {
  type AnswerFailure,
  type CallFriendFailure,
  CONNECT_TIMEOUT_MS,
  type FriendCallExitPlan,
  type FriendCallInput,
  type FriendProfile,
  NO_FRIEND,
  PEER_WAIT_MS,
  RING_TIMEOUT_MS,
} from '../../machines/friend-call/friend-call.types';
import type { IncomingCall } from '../../machines/peer/peer.types';
import type { RealtimeEmitted } from '../../machines/realtime/realtime.types';
import { createReportImplementations } from '../../machines/report/report.actors';
import { reportMachine } from '../../machines/report/report.machine';
import { formatElapsed } from '../../machines/search-clock/search-clock.selectors';
import { chatStandIns } from './support/chat-system';
import { type Deferred, deferred } from './support/deferred';
import { describeModel, fakeCalls, type ModelEvent, recorder, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';

/**
 * Model-based tests of the friend call (spec §4 "Friend call page", API.md "Friend calls"): paths
 * generated from the machine drive it with fake HTTP calls, a fake camera and a simulated clock, in
 * a system with stand-ins for the root's `peer`, `realtime`, `toasts` and `notifications`; every
 * step checks what reached the outside world (invitations, answers, cancels, declines, hang-ups,
 * the PeerJS call, the camera, the page-exit plan, the bell, the way home) and the view's phase.
 */

type M = typeof friendCallMachine;
type Snap = SnapshotFrom<M>;

const ME = 1;
const FRIEND = 2;
const CALL_ID = '5f1c2a4e-8d0b-4c5e-9a7f-1b2c3d4e5f60';
const OTHER_CALL = '0a0a0a0a-0000-4000-8000-000000000000';
const CALLER_PEER = 'c'.repeat(32);
const stream = (id: string) => ({ id }) as unknown as MediaStream;
const LOCAL = stream('local');
const REMOTE = stream('remote');

const BOHDAN: FriendProfile = {
  id: FRIEND,
  name: 'Bohdan',
  image: null,
  petName: 'Barsik',
  petGender: 'boy',
  breed: { name: 'Beagle', name_ua: 'Бігль' },
};
const base = {
  me: { id: ME, name: 'Olena', pet_name: 'Kesha', pet_gender: 'girl' as const, friends: [FRIEND] },
  expandedMode: false,
  stage: { current: null },
};
/** `?userId=2`: Olena calls Bohdan. */
const CALLING: FriendCallInput = { ...base, mode: { kind: 'call', friendId: FRIEND }, friend: null };
/** `?incomingCallFrom=2` with the bell's invitation: Olena answers Bohdan. */
const ANSWERING: FriendCallInput = {
  ...base,
  mode: { kind: 'answer', friendId: FRIEND, callId: CALL_ID },
  friend: BOHDAN,
};
/** `?incomingCallFrom=2` after a reload: the bell holds no invitation any more. */
const TOO_LATE: FriendCallInput = { ...base, mode: { kind: 'answer', friendId: FRIEND, callId: null }, friend: null };
/** `/friend-call` naming nobody: "this call has ended", and back home through the machine. */
const NOBODY: FriendCallInput = { ...base, mode: { kind: 'answer', friendId: NO_FRIEND, callId: null }, friend: null };

/** Bohdan's PeerJS call for this invitation, and one that is not. */
const OUR_CALL: IncomingCall = { id: 'pc-ours', matchId: CALL_ID };
const STRAY_CALL: IncomingCall = { id: 'pc-stray', matchId: 'match-old' };

const AFTER = {
  peerWait: afterEventType(friendCallMachine, 'friendCall.live.preparing'),
  ring: afterEventType(friendCallMachine, 'friendCall.live.ringing'),
  connect: afterEventType(friendCallMachine, 'friendCall.live.call.connecting'),
  callSettle: afterEventType(friendCallMachine, 'friendCall.live.call.connected.watch.settling'),
};

const inCall = (s: Snap) => s.matches({ live: 'call' });
const RECONNECTING = { seconds: 6, offline: true };
/** "Call back" after a lost connection starts the page over: each start is a generation. */
const callBacks = (taken: Step<M>[]) =>
  taken.filter((step) => step.event.type === 'call.callBack' && step.before.context.outcome === 'lost').length;
/** Whether the camera of the current generation has opened. */
const openedSinceCallBack = (taken: Step<M>[]) => {
  const last = taken.findLastIndex(
    (step) => step.event.type === 'call.callBack' && step.before.context.outcome === 'lost',
  );
  return taken.slice(last + 1).some((step) => step.event.type === 'media.ready');
};
const connected = (s: Snap) => s.matches({ live: { call: 'connected' } });
/** Connected and settled: the quality sampler and the camera-off check run. */
const watching = (s: Snap) => s.matches({ live: { call: { connected: { watch: 'watching' } } } });
const isAnswer = (s: Snap) => s.context.mode.kind === 'answer';
/** The friend's card is still being loaded (GET /friends). */
const loadingFriend = (s: Snap) => s.children.loadFriend !== undefined;

function eventsIn(s: Snap): ModelEvent[] {
  const { context } = s;
  const events: ModelEvent[] = [
    { type: 'call.stop' },
    { type: 'call.cancel' },
    { type: 'call.back' },
    { type: 'report.open' },
    { type: 'peer.incoming', call: STRAY_CALL },
    context.peerId === null ? { type: 'peer.ready', peerId: 'peer-1' } : { type: 'peer.lost' },
  ];
  // GET /friends answers the card, or fails (not a friend any more, the network): the page goes on.
  if (context.friend === null && loadingFriend(s))
    events.push(
      { type: 'xstate.done.actor.loadFriend', output: BOHDAN },
      { type: 'xstate.error.actor.loadFriend', error: new Error('not a friend') },
    );
  if (s.matches('live'))
    events.push(
      { type: 'remote.hangUp', from: FRIEND, to: ME, callId: context.callId },
      { type: 'remote.hangUp', from: 9, to: ME, callId: null },
    );
  if (s.matches({ live: 'preparing' })) {
    if (context.localStream === null)
      events.push({ type: 'media.ready', stream: LOCAL }, { type: 'media.failed', problem: 'denied' });
    events.push({ type: AFTER.peerWait });
  }
  if (s.matches({ live: 'preparing' }) || s.matches({ live: 'answering' }))
    events.push({ type: 'remote.cancelled', callId: CALL_ID }, { type: 'remote.cancelled', callId: OTHER_CALL });
  if (s.matches({ live: 'requesting' })) {
    events.push({ type: 'xstate.done.actor.callFriend', output: { call_id: CALL_ID } });
    for (const kind of ['busy', 'offline', 'notFriend', 'failed'] as const)
      events.push({ type: 'xstate.error.actor.callFriend', error: { kind } satisfies CallFriendFailure });
  }
  if (s.matches({ live: 'ringing' }))
    events.push(
      { type: 'peer.incoming', call: OUR_CALL },
      { type: 'remote.declined', callId: CALL_ID, reason: 'declined' },
      { type: 'remote.declined', callId: CALL_ID, reason: 'no_answer' },
      { type: 'remote.declined', callId: OTHER_CALL, reason: 'declined' },
      { type: AFTER.ring },
    );
  if (s.matches({ live: 'answering' })) {
    events.push({ type: 'xstate.done.actor.answerCall', output: { peer_id: CALLER_PEER, role: 'caller' } });
    for (const kind of ['expired', 'failed'] as const)
      events.push({ type: 'xstate.error.actor.answerCall', error: { kind } satisfies AnswerFailure });
  }
  if (inCall(s)) events.push({ type: 'call.failed' }, { type: 'call.closed' });
  // On the call: the peer's link news goes to the call link, whose notices come back.
  if (connected(s))
    events.push(
      { type: 'call.linkDown', callId: OUR_CALL.id },
      { type: 'call.linkUp', callId: OUR_CALL.id },
      { type: 'link.reconnecting', ...RECONNECTING },
      { type: 'link.restored' },
      { type: 'link.lost' },
      // The call's clock ticks (its child, here sent by hand).
      { type: 'call.second' },
      // The camera-off child's word on the friend's picture (here sent by hand).
      { type: 'partner.cameraOff', off: true },
      { type: 'partner.cameraOff', off: false },
    );
  if (connected(s) && !watching(s)) events.push({ type: AFTER.callSettle });
  // "Call back" after a lost connection (and only then) invites the friend afresh.
  if (s.matches('ended')) events.push({ type: 'call.callBack' });
  if (s.matches({ live: { call: 'connecting' } })) events.push({ type: 'call.remoteVideo' }, { type: AFTER.connect });
  return events;
}

/** What decides the machine's next moves; other context only rides along. */
function keyOf(s: Snap): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    mode: c.mode.kind,
    friend: c.friend !== null,
    loadingFriend: loadingFriend(s),
    peerId: c.peerId,
    local: c.localStream !== null,
    remote: c.remoteStream !== null,
    callId: c.callId,
    partner: c.partnerPeerId,
    incoming: c.incoming?.id ?? null,
    outcome: c.outcome,
    mediaProblem: c.mediaProblem,
  });
}

function createWorld() {
  const chat = chatStandIns();
  const notifications = recorder();
  let emitRealtime: ((message: RealtimeEmitted) => void) | null = null;
  const realtime = fromCallback(({ emit }) => {
    emitRealtime = (message) => emit(message);
  });
  const fake = {
    cameras: [] as Deferred<MediaStream>[],
    stopped: [] as MediaStream[],
    cancels: [] as string[],
    declines: [] as string[],
    endCalls: [] as EndCallInput[],
    plans: [] as FriendCallExitPlan[],
    homes: [] as number[],
    exitGuardDisposed: false,
  };
  const loadFriend = fakeCalls<[number, AbortSignal], FriendProfile>();
  const callFriend = fakeCalls<[{ userToCall: number; peerId: string }, AbortSignal], { call_id: string }>();
  const answerCall = fakeCalls<[string, AbortSignal], { peer_id: string }>();
  const implementations = createFriendCallImplementations({
    openCamera: () => {
      const d = deferred<MediaStream>();
      fake.cameras.push(d);
      return d.promise;
    },
    stopStream: (s) => fake.stopped.push(s),
    loadFriend: loadFriend.fn,
    callFriend: callFriend.fn,
    answerCall: answerCall.fn,
    cancelCall: (id) => fake.cancels.push(id),
    declineCall: (id) => fake.declines.push(id),
    endCall: (input) => fake.endCalls.push(input),
    guardPageExit: () => ({
      update: (plan) => fake.plans.push(plan),
      dispose: () => {
        fake.exitGuardDisposed = true;
      },
    }),
    goHome: () => fake.homes.push(1),
    probeFrames: () => null,
  });
  /** Stand-ins for the call's link and quality children (each has its own model test). */
  const link = recorder();
  const quality = recorder();
  const cameraOff = recorder();
  const machine = friendCallMachine.provide({
    ...implementations,
    actors: {
      ...implementations.actors,
      controls: callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {} }),
      ),
      report: reportMachine.provide(
        createReportImplementations({ sendReport: async () => {}, captureFrame: async () => null }),
      ),
      callLink: link.logic as never,
      callQuality: quality.logic as never,
      cameraOff: cameraOff.logic as never,
    },
  });
  const message = (channel: 'friends-chanel' | 'video-chat', data: unknown) =>
    emitRealtime?.({
      type: 'realtime.message',
      channel,
      event: channel === 'video-chat' ? VIDEO_CHAT_EVENT : FRIENDS_EVENT,
      data,
    });
  return {
    machine,
    system: { ...chat.system, realtime, notifications: notifications.logic },
    systemId: 'friendCall',
    clock: new SimulatedClock(),
    calls: { loadFriend, callFriend, answerCall },
    chat,
    notifications,
    fake,
    link,
    quality,
    cameraOff,
    produce(event: ModelEvent): boolean {
      const e = event as ModelEvent & Record<string, unknown>;
      if (e.type === 'media.ready') fake.cameras.at(-1)!.resolve(e.stream as MediaStream);
      else if (e.type === 'media.failed') fake.cameras.at(-1)!.reject(e.problem);
      else if (e.type === 'peer.ready') chat.peer.ready(e.peerId as string);
      else if (e.type === 'peer.lost') chat.peer.lost();
      else if (e.type === 'peer.incoming') chat.peer.incoming(e.call as IncomingCall);
      else if (e.type === 'call.remoteVideo') chat.call('remoteVideo', REMOTE);
      else if (e.type === 'call.failed') chat.call('failed');
      else if (e.type === 'call.closed') chat.call('closed');
      else if (e.type === 'remote.declined')
        message('friends-chanel', { type: 'callDeclined', callId: e.callId, from: FRIEND, to: ME, reason: e.reason });
      else if (e.type === 'remote.cancelled')
        message('friends-chanel', {
          type: 'callCancelled',
          callId: e.callId,
          from: FRIEND,
          to: ME,
          reason: 'cancelled',
        });
      else if (e.type === 'remote.hangUp')
        message('video-chat', { type: 'andCall', from: e.from, to: e.to, match_id: null, call_id: e.callId });
      else return false;
      return true;
    },
  };
}

/** The page-exit plan each state must have announced: ringing withdraws, a call hangs up. */
function expectedPlan(s: Snap): FriendCallExitPlan {
  const hangUp = { to: FRIEND, notEnd: false, match_id: null };
  if (s.matches({ live: 'ringing' })) return { cancel: CALL_ID, hangUp: null, warn: false };
  if (connected(s)) return { cancel: null, hangUp, warn: true };
  if (inCall(s)) return { cancel: null, hangUp, warn: false };
  return { cancel: null, hangUp: null, warn: false };
}

describeModel(friendCallMachine, {
  inputs: [CALLING, ANSWERING, TOO_LATE, NOBODY],
  events: eventsIn,
  serializeState: keyOf,
  world: createWorld,
  delay: (step) =>
    step.event.type === AFTER.ring
      ? RING_TIMEOUT_MS
      : step.event.type === AFTER.connect
        ? CONNECT_TIMEOUT_MS
        : step.event.type === AFTER.callSettle
          ? CALL_SETTLE_MS
          : PEER_WAIT_MS,
  allowUnpaired: {
    'friendCall.live.answering × xstate.done.actor.loadFriend':
      'an answerer has the friend’s card from the bell’s invitation already (the load only refreshes it)',
  },
  atStart: ({ world, snapshot }) => {
    // The page subscribes to the peer for its whole life, and loads the friend's card (the
    // composition's loader refuses NO_FRIEND without asking the server).
    expect(world.chat.world.subscribers).toHaveLength(1);
    expect(world.calls.loadFriend.calls.map((c) => c.args[0])).toEqual([snapshot.context.mode.friendId]);
    // Nothing to answer: the outcome at once.
    if (snapshot.context.mode.kind === 'answer' && snapshot.context.callId === null)
      expect(selectFriendCallView(snapshot)).toMatchObject({ phase: 'ended', outcome: 'expired' });
  },
  atStop: ({ world, path }) => {
    // Leaving the page carries out the plan in force and releases the camera.
    expect(world.fake.exitGuardDisposed).toBe(true);
    const opened = openedSinceCallBack(path.steps);
    expect(world.fake.stopped).toEqual(Array(callBacks(path.steps) + (opened ? 1 : 0)).fill(LOCAL));
  },
  oracles: {
    'the view shows the state': ({ snapshot }) => {
      const view = selectFriendCallView(snapshot);
      const live = (snapshot.value as { live?: string | object }).live;
      const expected = snapshot.matches('ended')
        ? 'ended'
        : snapshot.matches('left')
          ? 'left'
          : snapshot.hasTag('reconnecting')
            ? 'reconnecting'
            : connected(snapshot)
              ? 'connected'
              : typeof live === 'object'
                ? 'connecting'
                : live;
      expect(view.phase).toBe(expected);
      expect(view.outcome).toBe(snapshot.matches('ended') ? snapshot.context.outcome : view.outcome);
      if (snapshot.matches('ended')) expect(view.outcome).not.toBeNull();
      expect(view.remoteStream).toBe(connected(snapshot) ? REMOTE : null);
    },
    'the invitation, the answer, cancels and declines reach the server exactly when due': ({
      world,
      step,
      snapshot,
      added,
    }) => {
      const before = step.before;
      const e = step.event as ModelEvent & Record<string, unknown>;
      const entered = (v: Parameters<Snap['matches']>[0]) => snapshot.matches(v) && !before.matches(v);
      expect(added(world.calls.callFriend.calls).map((c) => c.args[0])).toEqual(
        entered({ live: 'requesting' }) ? [{ userToCall: FRIEND, peerId: snapshot.context.peerId }] : [],
      );
      expect(added(world.calls.answerCall.calls).map((c) => c.args[0])).toEqual(
        entered({ live: 'answering' }) ? [CALL_ID] : [],
      );
      // Ringing: cancel, Stop or no answer in 30 s withdraws the invitation; nothing else does.
      const withdrawn =
        before.matches({ live: 'ringing' }) &&
        (e.type === 'call.cancel' || e.type === 'call.stop' || e.type === AFTER.ring);
      expect(added(world.fake.cancels)).toEqual(withdrawn ? [CALL_ID] : []);
      // The answerer tells the caller at once when it cannot take the call.
      const declined =
        isAnswer(before) &&
        before.context.callId !== null &&
        before.matches({ live: 'preparing' }) &&
        e.type === 'media.failed';
      expect(added(world.fake.declines)).toEqual(declined ? [CALL_ID] : []);
      // An unanswered HTTP call is aborted when its state is left.
      for (const fake of [world.calls.callFriend, world.calls.answerCall])
        for (const call of fake.calls)
          if (!call.settled && !snapshot.matches({ live: 'requesting' }) && !snapshot.matches({ live: 'answering' }))
            expect(call.d.aborted).toBe(true);
    },
    'a call that began is hung up on the server, unless the friend ended it': ({ world, step, snapshot, added }) => {
      const before = step.before;
      const e = step.event;
      const told = added(world.fake.endCalls);
      // Stop while the answer is on its way: the server may have it already, so the pair's call is ended.
      if (before.matches({ live: 'answering' }) && e.type === 'call.stop')
        return expect(told).toEqual([{ to: FRIEND, notEnd: false, match_id: null }]);
      const left = inCall(before) && !inCall(snapshot);
      if (!left) return expect(told).toEqual([]);
      if (e.type === 'remote.hangUp') return expect(told).toEqual([]);
      const friendClosed = connected(before) && e.type === 'call.closed';
      expect(told).toEqual([{ to: FRIEND, notEnd: friendClosed, match_id: null }]);
    },
    'the peer-to-peer call: the answerer places it, the caller takes the friend’s; leaving hangs up': ({
      world,
      snapshot,
      step,
      added,
    }) => {
      const calls = added(world.chat.world.calls);
      if (inCall(snapshot) && !inCall(step.before)) {
        expect(calls).toHaveLength(1);
        const [call] = calls;
        if (isAnswer(snapshot))
          expect(call).toMatchObject({
            type: 'peer.call',
            partnerPeerId: CALLER_PEER,
            stream: LOCAL,
            metadata: { userId: ME, name: 'Olena', match_id: CALL_ID },
          });
        else expect(call).toMatchObject({ type: 'peer.answer', callId: OUR_CALL.id, stream: LOCAL });
      } else expect(calls).toEqual([]);
      for (const [i, call] of world.chat.world.calls.entries())
        expect(call.hungUp, `call ${i} hung up`).toBe(!(inCall(snapshot) && i === world.chat.world.calls.length - 1));
      // A PeerJS call that is not this invitation's is declined at once.
      const e = step.event as ModelEvent & Record<string, unknown>;
      const declined = added(world.chat.world.declined);
      if (e.type === 'peer.incoming') {
        const ours = e.call === OUR_CALL && step.before.matches({ live: 'ringing' });
        expect(declined).toEqual(ours ? [] : [(e.call as IncomingCall).id]);
      } else expect(declined).toEqual([]);
    },
    'the bell forgets the invitation once it is joined': ({ world, snapshot, step, added }) => {
      const joined = snapshot.matches({ live: 'answering' }) && !step.before.matches({ live: 'answering' });
      expect(added(world.notifications.events)).toEqual(joined ? [{ type: 'call.joined', from: FRIEND }] : []);
    },
    'the camera is held while live and released after': ({ world, snapshot, taken }) => {
      // One camera per start of the page (none when there was nothing to answer); a call back is a
      // new start, after the camera of the lost call was released.
      const generations = callBacks(taken);
      expect(world.fake.cameras.length).toBeLessThanOrEqual(1 + generations);
      const opened = openedSinceCallBack(taken);
      const released = generations + (opened && !snapshot.matches('live') ? 1 : 0);
      expect(world.fake.stopped).toEqual(Array(released).fill(LOCAL));
      expect(snapshot.context.localStream).toBe(opened && snapshot.matches('live') ? LOCAL : null);
    },
    'the call link and the quality child run exactly on the call, and the link hears the peer’s news': ({
      world,
      snapshot,
      step,
      added,
    }) => {
      expect(world.link.live).toBe(connected(snapshot) ? 1 : 0);
      // The quality child runs on the call once CALL_SETTLE_MS have let its first frame show.
      expect(world.quality.live).toBe(watching(snapshot) ? 1 : 0);
      if (step.event.type === AFTER.callSettle) expect(watching(snapshot)).toBe(true);
      if (connected(snapshot) && !connected(step.before)) expect(watching(snapshot)).toBe(false);
      // The camera-off check runs on the friend's stream from then on; its word lasts until the call ends.
      expect(world.cameraOff.live).toBe(watching(snapshot) ? 1 : 0);
      if (watching(snapshot)) expect(world.cameraOff.inputs.at(-1)).toEqual({ stream: REMOTE });
      const off = selectFriendCameraOff(snapshot);
      if (step.event.type === 'partner.cameraOff' && connected(step.before)) expect(off).toBe(step.event.off);
      else if (!connected(snapshot)) expect(off).toBe(false);
      else if (connected(step.before)) expect(off).toBe(selectFriendCameraOff(step.before));
      const e = step.event;
      expect(added(world.link.events)).toEqual(e.type === 'call.linkDown' || e.type === 'call.linkUp' ? [e] : []);
      const view = selectFriendCallView(snapshot);
      if (e.type === 'link.reconnecting') expect(view.reconnecting).toEqual(RECONNECTING);
      if (e.type === 'link.lost') expect(view.outcome).toBe('lost');
      if (e.type === 'call.callBack' && step.before.context.outcome === 'lost') {
        expect(snapshot.matches({ live: 'preparing' })).toBe(true);
        expect(snapshot.context.mode).toEqual({ kind: 'call', friendId: FRIEND });
      } else if (e.type === 'call.callBack') expect(snapshot.matches('ended')).toBe(true);
    },
    'the friend leaving and the end of a call are said: "<name> left", "Call ended · 2:14"': ({
      world,
      step,
      snapshot,
      added,
    }) => {
      const e = step.event;
      const before = step.before;
      const wasOn = before.context.callSeconds !== null;
      const friendLeft =
        before.matches('live') &&
        ((e.type === 'remote.hangUp' && e.from === FRIEND) || (e.type === 'call.closed' && connected(before)));
      const ownStop = e.type === 'call.stop' && connected(before);
      const toasts = added(world.chat.world.toasts).flatMap((t) => (t.type === 'toast.show' ? [t.message] : []));
      expect(toasts.map((m) => m.message)).toEqual(
        friendLeft
          ? [wasOn ? '{leaver} left · Call ended · {duration}' : '{name} left']
          : ownStop
            ? ['Call ended · {duration}']
            : [],
      );
      // The duration is the call's own clock: whole seconds since remote video first played.
      if (wasOn && (friendLeft || ownStop))
        expect(toasts[0]?.values?.duration).toBe(formatElapsed(before.context.callSeconds ?? 0));
      if (connected(snapshot) && !connected(before)) expect(snapshot.context.callSeconds).toBe(0);
      if (e.type === 'call.second' && connected(before))
        expect(snapshot.context.callSeconds).toBe((before.context.callSeconds ?? 0) + 1);
    },
    'the page-exit plan follows the state': ({ world, snapshot }) => {
      expect(world.fake.plans.at(-1)).toEqual(expectedPlan(snapshot));
    },
    'home exactly once, when the page is left': ({ world, snapshot }) => {
      expect(world.fake.homes).toHaveLength(snapshot.matches('left') ? 1 : 0);
    },
    'the report opens for the friend once known': ({ actor, taken }) => {
      const opened = taken.some((s) => s.event.type === 'report.open' && s.before.context.friend !== null);
      const report = actor.getSnapshot().children.report as AnyActorRef;
      expect(report.getSnapshot().matches(opened ? 'open' : 'closed')).toBe(true);
    },
  },
});
