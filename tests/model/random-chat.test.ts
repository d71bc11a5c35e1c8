import { expect } from 'vitest';
import {
  type Actor,
  type AnyActorRef,
  type AnyEventObject,
  assign,
  SimulatedClock,
  type SnapshotFrom,
  sendParent,
  setup,
} from 'xstate';
import type { EndCallInput, RandomUser, SearchResult } from '../../contract/chat';
import { createCallControlsImplementations } from '../../machines/call-controls/call-controls.actors';
import { callControlsMachine } from '../../machines/call-controls/call-controls.machine';
import { CALL_SETTLE_MS } from '../../machines/call-quality/call-quality.types';
import type { ChatMatchInput, ChatMatchOutput, MatchEnding } from '../../machines/chat-match/chat-match.types';
import { createRandomChatImplementations } from '../../machines/random-chat/random-chat.actors';
import { isWidened } from '../../machines/random-chat/random-chat.helpers';
import { randomChatMachine } from '../../machines/random-chat/random-chat.machine';
import { selectChatView, selectPartnerCameraOff } from '../../machines/random-chat/random-chat.selectors';
import {
  type ExitPlan,
  type IncomingCall,
  MAX_EMPTY_SEARCHES,
  OFFER_WAIT_MS,
  PEER_WAIT_MS,
  type RandomChatDeps,
  type RandomChatInput,
  type SearchFailure,
  type SearchRequest,
} from '../../machines/random-chat/random-chat.types';
import { createReportImplementations } from '../../machines/report/report.actors';
import { reportMachine } from '../../machines/report/report.machine';
import { chatStandIns } from './support/chat-system';
import { type Deferred, deferred } from './support/deferred';
import { describeModel, type ModelEvent, recorder, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';

/**
 * Model-based tests of the random chat (spec §4 "Video chat (random)"): paths generated from the
 * machine by `xstate/graph` drive the real machine with fake effects and a simulated clock, in a
 * system with stand-ins for the root's `peer`, `realtime` and `toasts`, and every step checks what
 * reached the outside world (searches, declined calls, hang-ups, the camera, the page-exit plan,
 * toasts). The match's call is the child `match` (its own model: tests/model/chat-match.test.ts);
 * here a stand-in child records what the chat hands it and ends as the path says.
 */

type M = typeof randomChatMachine;
type Snap = SnapshotFrom<M>;

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
  widened: [],
  expandedMode: false,
  stage: { current: null },
  preview: true,
};
/** A user who may not chat yet (no date of birth, under 18): no camera until Start. */
const withoutPreview: RandomChatInput = { ...input, preview: false };
/**
 * A breed chat widened to its group the day before (cookie): its searches ask `widen: 'group'`,
 * after a trip to the general chat too; narrowing it is tried in every state.
 */
const widenedBreedChat: RandomChatInput = { ...input, breedId: 7, widened: [7] };
const ENDINGS: MatchEnding[] = ['unavailable', 'dropped', 'hungUp'];
const RECONNECTING = { seconds: 5, offline: false };

const AFTER = {
  peerWait: afterEventType(randomChatMachine, 'randomChat.active.waitingForPeer'),
  retry: afterEventType(randomChatMachine, 'randomChat.active.retrying'),
  offerWait: afterEventType(randomChatMachine, 'randomChat.active.matched.linking.placing'),
  callSettle: afterEventType(randomChatMachine, 'randomChat.active.matched.onCall.watch.settling'),
};

const searching = (s: Snap) => s.matches({ active: 'searching' });
const inMatch = (s: Snap) => s.matches({ active: 'matched' });
const connected = (s: Snap) => s.matches({ active: { matched: 'onCall' } });
/** On a call whose first frame has had time to show: the call's watchers run. */
const watching = (s: Snap) => s.matches({ active: { matched: { onCall: { watch: 'watching' } } } });
/** The camera was asked for and has not answered yet. */
const cameraPending = (s: Snap) => s.context.cameraAsked && s.context.localStream === null;

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
  // Elsewhere the peer may drop or announce its id again at any time.
  else if (!searching(s)) events.push({ type: 'peer.lost' }, { type: 'peer.ready', peerId: context.peerId });
  if (searching(s)) {
    for (const call of [CALL_FROM_C, STALE_CALL])
      if (context.pending.length < 2 && !context.pending.includes(call)) events.push({ type: 'peer.incoming', call });
  }
  // A call outside a search: declined, or passed on to the match.
  if (!searching(s)) events.push({ type: 'peer.incoming', call: STALE_CALL });
  // Widening (or narrowing) the breed chat works in every state; in the general chat it is ignored.
  events.push({ type: 'chat.widen', widen: !isWidened(context) });
  // The navbar's breed menu works in every state (searching restarts the search with it).
  if (!searching(s) || context.pending.length === 0)
    events.push({ type: 'breed.change', breedId: context.breedId === null ? 7 : null });
  if (cameraPending(s))
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
      failure({ kind: 'refused', reason: 'underReview' }),
      failure({ kind: 'failed' }),
    ])
      events.push({ type: 'xstate.error.actor.search', error });
  }
  if (s.matches({ active: { matched: 'linking' } })) events.push({ type: 'match.connected', stream: REMOTE });
  // The caller's offer leaves (the match says so), or the screen stops waiting for it.
  if (s.matches({ active: { matched: { linking: 'placing' } } }))
    events.push({ type: 'match.offered' }, { type: AFTER.offerWait });
  if (inMatch(s)) {
    // The match decides which hang-ups are its own; the chat passes every one on.
    events.push({ type: 'remote.hangUp', from: context.companion?.id ?? 0, to: ME, matchId: context.matchId });
    // The block dialog blocked the companion, or someone else (ignored).
    events.push({ type: 'user.blocked', userId: context.companion?.id ?? 0 }, { type: 'user.blocked', userId: 99 });
    for (const ending of ENDINGS)
      events.push({ type: 'xstate.done.actor.match', output: { ending } satisfies ChatMatchOutput });
  } else if (s.matches('active')) {
    // The block's answer may come after the partner's hang-up (the server ended the call first).
    events.push({ type: 'user.blocked', userId: BOHDAN.id });
  }
  // On a call the match reports its link: broken (every second while it recovers), back, or lost.
  if (connected(s)) {
    events.push({ type: 'match.reconnecting', reconnecting: RECONNECTING });
    events.push({ type: 'match.restored' });
    events.push({ type: 'xstate.done.actor.match', output: { ending: 'lost' } satisfies ChatMatchOutput });
    // The camera-off child's word on the partner's picture.
    events.push({ type: 'partner.cameraOff', off: true }, { type: 'partner.cameraOff', off: false });
  }
  if (connected(s) && !watching(s)) events.push({ type: AFTER.callSettle });
  if (s.matches({ active: 'waitingForPeer' })) events.push({ type: AFTER.peerWait });
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
    retryDelayMs: c.retryDelayMs,
    local: c.localStream !== null,
    cameraAsked: c.cameraAsked,
    remote: c.remoteStream !== null,
    emptySearches: c.emptySearches,
  });
}

/** The fake outside world of one run. */
function createWorld() {
  const world = {
    /** What the chat handed each match, and the events it passed on to it. */
    matches: [] as Array<{ input: ChatMatchInput; ref: AnyActorRef; passedOn: AnyEventObject[] }>,
    cameras: [] as Deferred<MediaStream>[],
    stopped: [] as MediaStream[],
    searches: [] as Array<{ request: SearchRequest; d: Deferred<SearchResult>; settled: boolean }>,
    onCall: [] as boolean[],
    endCalls: [] as EndCallInput[],
    leavePools: 0,
    plans: [] as ExitPlan[],
    exitGuardDisposed: false,
    saved: [] as number[][],
    savedWidened: [] as number[][],
    quality: recorder(),
    cameraOff: recorder(),
  };
  const deps: RandomChatDeps = {
    openCamera: () => {
      const d = deferred<MediaStream>();
      world.cameras.push(d);
      return d.promise;
    },
    stopStream: (s) => world.stopped.push(s),
    search: (request, signal) => {
      const d = deferred<SearchResult>(signal);
      world.searches.push({ request, d, settled: false });
      return d.promise;
    },
    setOnCall: (value) => world.onCall.push(value),
    // No picture to read here: the camera-off actor has its own tests (tests/model/camera-off.test.ts).
    probeFrames: () => null,
    endCall: (value) => world.endCalls.push(value),
    leavePool: () => {
      world.leavePools += 1;
    },
    guardPageExit: () => ({
      update: (plan) => world.plans.push(plan),
      dispose: () => {
        world.exitGuardDisposed = true;
      },
    }),
    saveRecent: (recent) => world.saved.push(recent),
    saveWidened: (widened) => world.savedWidened.push(widened),
  };
  /** Stands in for machines/chat-match: `test.video` plays the remote video, `test.end` ends it. */
  const match = setup({
    types: {
      input: {} as ChatMatchInput,
      output: {} as ChatMatchOutput,
      context: {} as { ending: MatchEnding },
      events: {} as AnyEventObject,
    },
  }).createMachine({
    context: ({ input, self }) => {
      world.matches.push({ input, ref: self, passedOn: [] });
      return { ending: 'dropped' };
    },
    output: ({ context }) => ({ ending: context.ending }),
    on: {
      'test.offered': { actions: sendParent({ type: 'match.offered' }) },
      'test.video': {
        actions: sendParent(({ event }) => ({ type: 'match.connected', stream: event.stream, connection: null })),
      },
      'test.link': { actions: sendParent(({ event }) => event.notice) },
      'test.end': { target: '.ended', actions: assign({ ending: ({ event }) => event.ending }) },
      '*': { actions: ({ event }) => world.matches.at(-1)!.passedOn.push(event) },
    },
    initial: 'running',
    states: { running: {}, ended: { type: 'final' } },
  });
  const implementations = createRandomChatImplementations(deps);
  const machine = randomChatMachine.provide({
    ...implementations,
    actors: {
      ...implementations.actors,
      controls: callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {} }),
      ),
      report: reportMachine.provide(
        createReportImplementations({ sendReport: async () => {}, captureFrame: async () => null }),
      ),
      // A stand-in: the same input and output as machines/chat-match.
      match: match as never,
      // The quality child has its own model test (call-quality); here it only has to run on a call.
      callQuality: world.quality.logic as never,
      // So is the camera-off check (tests/model/camera-off.test.ts); here its word is sent by hand.
      cameraOff: world.cameraOff.logic as never,
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

describeModel(randomChatMachine, {
  inputs: [input, withoutPreview, widenedBreedChat],
  events: eventsIn,
  serializeState: keyOf,
  world: () => {
    const { world, machine } = createWorld();
    const chat = chatStandIns();
    const w = {
      fake: world,
      chat,
      machine,
      system: chat.system,
      systemId: 'randomChat',
      clock: new SimulatedClock(),
      toastsSinceStart: 0,
      mark: {
        cameras: 0,
        searches: 0,
        matches: 0,
        passedOn: 0,
        declined: 0,
        toasts: 0,
        recent: [] as number[],
        endCalls: 0,
        leavePools: 0,
        savedWidened: 0,
      },
      /** Plays the outside world's part for an event, after noting what the oracles compare with. */
      produce(event: ModelEvent, _step: Step<M>, actor: Actor<M>): boolean {
        const e = event as ModelEvent & Record<string, unknown>;
        w.mark = {
          cameras: world.cameras.length,
          searches: world.searches.length,
          matches: world.matches.length,
          passedOn: world.matches.at(-1)?.passedOn.length ?? 0,
          declined: chat.world.declined.length,
          toasts: chat.world.toasts.length,
          recent: actor.getSnapshot().context.recent,
          endCalls: world.endCalls.length,
          leavePools: world.leavePools,
          savedWidened: world.savedWidened.length,
        };
        if (e.type === 'xstate.done.actor.search') settle(world.searches.at(-1)!).resolve(e.output as SearchResult);
        else if (e.type === 'xstate.error.actor.search') settle(world.searches.at(-1)!).reject(e.error);
        else if (e.type === 'media.ready') world.cameras.at(-1)!.resolve(e.stream as MediaStream);
        else if (e.type === 'media.failed') world.cameras.at(-1)!.reject(e.problem);
        else if (e.type === 'peer.ready') chat.peer.ready(e.peerId as string);
        else if (e.type === 'peer.lost') chat.peer.lost();
        else if (e.type === 'peer.incoming') chat.peer.incoming(e.call as IncomingCall);
        else if (e.type === 'match.offered') world.matches.at(-1)!.ref.send({ type: 'test.offered' });
        else if (e.type === 'match.connected') world.matches.at(-1)!.ref.send({ type: 'test.video', stream: e.stream });
        else if (e.type === 'match.reconnecting' || e.type === 'match.restored')
          world.matches.at(-1)!.ref.send({ type: 'test.link', notice: e });
        else if (e.type === 'xstate.done.actor.match')
          world.matches.at(-1)!.ref.send({ type: 'test.end', ending: (e.output as ChatMatchOutput).ending });
        else if (e.type === 'remote.hangUp') chat.andCall(e.from as number, e.to as number, e.matchId as string | null);
        else return false;
        return true;
      },
    };
    return w;
  },
  // Timers fire exactly on time: 1 s retry (or Retry-After), 15 s peer wait.
  delay: (step) =>
    step.event.type === AFTER.retry
      ? step.before.context.retryDelayMs
      : step.event.type === AFTER.offerWait
        ? OFFER_WAIT_MS
        : step.event.type === AFTER.callSettle
          ? CALL_SETTLE_MS
          : PEER_WAIT_MS,
  allowUnpaired: Object.fromEntries(
    [
      'problem',
      'lost',
      'unavailable',
      'active.searching',
      'active.matched.linking.waiting',
      'active.matched.onCall.link.live',
      'active.matched.onCall.link.reconnecting',
      'active.matched.onCall.watch.settling',
      'active.matched.onCall.watch.watching',
      'active.retrying',
    ]
      .flatMap((state) => [`randomChat.${state} × media.failed`, `randomChat.${state} × media.ready`])
      .map((pair) => [
        pair,
        'the camera answers once, before Start gets past acquiring; a problem comes after it answered',
      ]),
  ),
  atStart: ({ world, snapshot }) => {
    // The chat subscribes to the peer for its whole life.
    expect(world.chat.world.subscribers).toHaveLength(1);
    // Step 1: entering the screen clears the call target.
    expect(world.fake.onCall).toEqual([false]);
    // The camera opens with the screen (the preview before Start) when the user may chat.
    expect(world.fake.cameras).toHaveLength(snapshot.context.preview ? 1 : 0);
  },
  oracles: {
    'searches, calls, hang-ups, camera, exit plan, toasts and view follow the state': ({
      world: w,
      snapshot,
      step,
    }) => {
      const world = w.fake;
      const before = step.before;
      const e = step.event as ModelEvent & Record<string, unknown>;
      const chat = w.chat;
      const searchesBefore = w.mark.searches;
      const matchesBefore = w.mark.matches;
      const passedOnBefore = w.mark.passedOn;
      const declinedBefore = w.mark.declined;
      const toastsBefore = w.mark.toasts;
      const recentBefore = w.mark.recent;
      const endCallsBefore = w.mark.endCalls;
      const leavePoolsBefore = w.mark.leavePools;
      const toastTexts = chat.toastTexts;
      let { toastsSinceStart } = w;
      const { context } = snapshot;
      if (e.type === 'chat.start' && !before.matches('active')) toastsSinceStart = 0;
      toastsSinceStart += chat.world.toasts.length - toastsBefore;
      // 'Video not available' shows at most once per Start, however long the search goes on.
      expect(toastsSinceStart).toBeLessThanOrEqual(1);

      // Every search asks with the breed filter (widened to its group when chosen), the exclusion
      // list and the announced peer id.
      for (const { request } of world.searches.slice(searchesBefore)) {
        expect(request).toEqual({
          breed_id: context.breedId,
          exclusion_users: context.recent,
          peer_id: context.peerId,
          ...(isWidened(context) ? { widen: 'group' } : {}),
        });
      }
      // Widening (issue 29): only in a breed chat; remembered per breed (cookie) at once; a search
      // under way starts again with it and its retry limit afresh.
      const widenedNow =
        e.type === 'chat.widen' && before.context.breedId !== null && e.widen !== isWidened(before.context);
      if (widenedNow) {
        expect(isWidened(context)).toBe(e.widen);
        expect(world.savedWidened.length).toBe(w.mark.savedWidened + 1);
        expect(world.savedWidened.at(-1)).toEqual(context.widened);
        if (searching(before)) {
          expect(world.searches.length).toBe(searchesBefore + 1);
          expect(context.emptySearches).toBe(0);
        }
      } else {
        expect(world.savedWidened.length).toBe(w.mark.savedWidened);
        if (e.type === 'chat.widen') {
          expect(context.widened).toBe(before.context.widened);
          expect(snapshot.value).toEqual(before.value);
        }
      }
      expect(selectChatView(snapshot).widened).toBe(isWidened(context));
      // A search left unanswered is aborted: at most the newest one is still running, and only in `searching`.
      const running = world.searches.filter((s) => !s.d.aborted && !s.settled);
      expect(running.length).toBeLessThanOrEqual(searching(snapshot) ? 1 : 0);

      // A match gets the companion, its role, the camera and (callee) the pending call of its own
      // match; the other pending calls are declined then. Calls that come while matched, and every
      // hang-up message, go to the match; other calls outside a search are declined at once.
      const declined = chat.world.declined.slice(declinedBefore);
      if (inMatch(snapshot) && !inMatch(before)) {
        expect(world.matches.length).toBe(matchesBefore + 1);
        const chosen = before.context.pending.find((p) => p.matchId === context.matchId && context.role === 'callee');
        expect(world.matches.at(-1)!.input).toEqual({
          me: input.me,
          companion: context.companion,
          matchId: context.matchId,
          role: context.role,
          answering: chosen?.id ?? null,
          localStream: LOCAL,
        });
        expect(declined).toEqual(before.context.pending.filter((p) => p !== chosen).map((p) => p.id));
      } else expect(world.matches.length).toBe(matchesBefore);
      if ((e.type === 'peer.incoming' || e.type === 'remote.hangUp') && inMatch(before)) {
        expect(world.matches.at(-1)!.passedOn.slice(passedOnBefore)).toMatchObject([
          e.type === 'peer.incoming' ? { type: 'peer.incoming', call: e.call } : { type: 'remote.hangUp', to: e.to },
        ]);
        expect(declined).toEqual([]);
      } else if (e.type === 'peer.incoming' && !searching(before))
        expect(declined).toEqual([(e.call as IncomingCall).id]);
      // A match runs only while matched (leaving the state stops it, which hangs up its call).
      for (const [i, m] of world.matches.entries())
        expect(m.ref.getSnapshot().status === 'active', `match ${i}`).toBe(
          inMatch(snapshot) && i === world.matches.length - 1,
        );

      // The camera stays open for the screen's life, Stop included (the preview); it is asked for
      // again only at a Start after it failed (or first at Start, without the preview).
      expect(world.stopped).toEqual([]);
      const asked = world.cameras.length - w.mark.cameras;
      expect(asked).toBe(e.type === 'chat.start' && !before.matches('active') && !before.context.cameraAsked ? 1 : 0);
      if (e.type === 'media.ready') expect(context.localStream).toBe(LOCAL);
      if (e.type === 'media.failed') expect(context.cameraAsked || context.localStream !== null).toBe(false);
      // Past acquiring only with the camera.
      if (snapshot.matches('active') && !snapshot.matches({ active: 'acquiring' }))
        expect(context.localStream).toBe(LOCAL);

      // What each kind of step must have told the server.
      const told = world.endCalls.slice(endCallsBefore);
      const partnerOf = before.context.companion;
      const hangUpOf = (notEnd: boolean) => [{ to: partnerOf!.id, notEnd, match_id: before.context.matchId }];
      const ending = e.type === 'xstate.done.actor.match' ? (e.output as ChatMatchOutput).ending : null;
      const remembered = context.recent.at(-1) === partnerOf?.id && recentBefore.at(-1) !== partnerOf?.id;
      const blockedCompanion = e.type === 'user.blocked' && inMatch(before) && e.userId === partnerOf?.id;
      if ((e.type === 'chat.next' || blockedCompanion) && inMatch(before)) {
        // Next: hang up on the partner (who hears andCall), remember them, search again.
        expect(told).toEqual(hangUpOf(false));
        expect(context.recent.at(-1)).toBe(partnerOf!.id);
        // Searching again at once, or as soon as the own peer id is back.
        expect(snapshot.matches({ active: context.peerId ? 'searching' : 'waitingForPeer' })).toBe(true);
        // Blocking says so over the search ("You blocked Olena"); Next needs no words.
        expect(context.farewell).toEqual(
          blockedCompanion ? { kind: 'blocked', name: partnerOf!.name, userId: partnerOf!.id } : null,
        );
      } else if (e.type === 'user.blocked') {
        // Someone else (from the bell, say): the call goes on; the partner who just left: "You blocked".
        expect(snapshot.value).toEqual(before.value);
        if (context.farewell?.userId === e.userId) expect(context.farewell?.kind).toBe('blocked');
      } else if (ending === 'hungUp') {
        // Remote hang-up (step 7): acknowledged with notEnd, search again after the pause; remembered
        // once met, and then "Olena left" is said.
        expect(told).toEqual(hangUpOf(true));
        // The stage says "Olena left" over the search that follows (no toast over the call area).
        expect(chat.world.toasts.length).toBe(toastsBefore);
        if (connected(before)) {
          expect(context.recent.at(-1)).toBe(partnerOf!.id);
          expect(context.farewell).toEqual({ kind: 'left', name: partnerOf!.name, userId: partnerOf!.id });
        } else expect(remembered).toBe(false);
        expect(snapshot.matches({ active: 'retrying' })).toBe(true);
      } else if (ending === 'lost') {
        // The link did not come back in 20 s: the partner is told, "Connection lost", no new search
        // until Start; they were met, so they are remembered.
        expect(told).toEqual(hangUpOf(false));
        expect(snapshot.matches('lost')).toBe(true);
        expect(context.recent.at(-1)).toBe(partnerOf!.id);
      } else if (ending) {
        // Step 6: an error, no video in time, or a dropped connection: the partner is told, a new
        // search after the retry delay; 'video not available' for an error or a timeout.
        expect(told).toEqual(hangUpOf(false));
        expect(remembered).toBe(false);
        expect(snapshot.matches({ active: 'retrying' })).toBe(true);
        expect(context.retryDelayMs).toBe(1000);
        if (ending === 'dropped') expect(chat.world.toasts.length).toBe(toastsBefore);
        else if (!before.context.toldUnavailable) expect(toastTexts().at(-1)).toBe('Video not available');
      } else if (e.type === 'chat.stop' && inMatch(before)) {
        expect(told).toEqual(hangUpOf(false));
        expect(remembered).toBe(connected(before) && !recentBefore.includes(partnerOf!.id));
        expect(snapshot.matches('idle')).toBe(true);
      } else expect(told).toEqual([]);
      const nobody = e.type === 'xstate.done.actor.search' && !(e.output as SearchResult).randomUser;
      const limitReached = nobody && before.context.emptySearches + 1 >= MAX_EMPTY_SEARCHES;
      if ((e.type === 'chat.stop' && searching(before)) || limitReached) {
        expect(world.leavePools).toBe(leavePoolsBefore + 1);
        expect(world.onCall.at(-1)).toBe(false);
      } else expect(world.leavePools).toBe(leavePoolsBefore);
      if (e.type === 'chat.stop' && before.matches('active')) expect(snapshot.matches('idle')).toBe(true);
      if (limitReached) {
        // The retry limit (spec §4 step 3): the search stops and says 'Video not available' on the
        // stage (no toast), with "Keep looking".
        expect(snapshot.matches('unavailable')).toBe(true);
        expect(world.searches.length).toBe(searchesBefore);
        expect(chat.world.toasts.length).toBe(toastsBefore);
        expect(selectChatView(snapshot).phase).toBe('unavailable');
      } else if (nobody) {
        // Nobody within the long-poll: keep searching, with a fresh request, one empty poll more.
        expect(searching(snapshot)).toBe(true);
        expect(world.searches.length).toBe(searchesBefore + 1);
        expect(context.emptySearches).toBe(before.context.emptySearches + 1);
      }
      // Each Start and each match counts the empty long-polls afresh.
      if ((e.type === 'chat.start' && !before.matches('active')) || (inMatch(snapshot) && !inMatch(before)))
        expect(context.emptySearches).toBe(0);
      // The farewell shows only over a search (and is gone once idle or matched).
      if (snapshot.matches('idle') || inMatch(snapshot)) expect(context.farewell).toBeNull();
      if (e.type === 'xstate.error.actor.search') {
        const error = e.error as SearchFailure;
        if (error.kind === 'breedLocked') expect(context.problem).toBe('breedLocked');
        else if (error.kind === 'refused') expect(context.problem).toBe(error.reason);
        else expect(context.retryDelayMs).toBe(error.kind === 'rateLimited' ? 3000 : 1000);
      }
      if (e.type === 'media.failed') expect(context.problem).toBe(e.problem);
      // is-on-call true exactly when remote video plays.
      if (connected(snapshot) && !connected(before)) expect(world.onCall.at(-1)).toBe(true);
      if (before.hasTag('onCall') && !snapshot.hasTag('onCall')) expect(told.length).toBe(1);
      expect(snapshot.context.remoteStream).toBe(connected(snapshot) ? REMOTE : null);

      // The page-exit plan follows the state.
      expect(world.plans.at(-1)).toEqual(expectedPlan(snapshot));
      // A changed exclusion list is saved (cookie), at most 3 recent partners.
      if (context.recent !== recentBefore) expect(world.saved.at(-1)).toEqual(context.recent);
      expect(context.recent.length).toBeLessThanOrEqual(3);

      // View model: Next only with a companion; Start only when idle or after a problem.
      const view = selectChatView(snapshot);
      expect(view.canNext).toBe(context.companion !== null);
      expect(view.canStart).toBe(
        snapshot.matches('idle') ||
          snapshot.matches('problem') ||
          snapshot.matches('lost') ||
          snapshot.matches('unavailable'),
      );
      expect(view.farewell).toBe(view.phase === 'searching' || view.phase === 'starting' ? context.farewell : null);
      // Reconnecting exactly between the match's reconnecting and restored news, with its timer.
      expect(view.phase === 'reconnecting').toBe(snapshot.hasTag('reconnecting'));
      if (e.type === 'match.reconnecting') expect(view.reconnecting).toEqual(RECONNECTING);
      if (e.type === 'match.restored') expect(view.phase).toBe('connected');
      if (snapshot.matches('lost')) expect(view.phase).toBe('lost');
      // A caller's new match holds the screen (tag placingCall) until its offer has left, at most
      // OFFER_WAIT_MS; a callee's never does (its offer comes from the partner).
      if (inMatch(snapshot) && !inMatch(before)) expect(snapshot.hasTag('placingCall')).toBe(context.role === 'caller');
      if (e.type === 'match.offered' || e.type === AFTER.offerWait) expect(snapshot.hasTag('placingCall')).toBe(false);
      // The quality child runs exactly on a call, once CALL_SETTLE_MS have let its first frame show.
      expect(world.quality.live).toBe(watching(snapshot) ? 1 : 0);
      if (e.type === AFTER.callSettle) expect(watching(snapshot)).toBe(true);
      if (connected(snapshot) && !connected(before)) expect(watching(snapshot)).toBe(false);
      // So does the camera-off check, on the partner's stream; its word is the view's until the call ends.
      expect(world.cameraOff.live).toBe(watching(snapshot) ? 1 : 0);
      if (watching(snapshot)) expect(world.cameraOff.inputs.at(-1)).toEqual({ stream: REMOTE });
      if (e.type === 'partner.cameraOff' && connected(before)) expect(selectPartnerCameraOff(snapshot)).toBe(e.off);
      else if (!connected(snapshot)) expect(selectPartnerCameraOff(snapshot)).toBe(false);
      else if (connected(before)) expect(selectPartnerCameraOff(snapshot)).toBe(selectPartnerCameraOff(before));
      // The searching clock (a child in the system) runs from the start of a search until a match or
      // the end of the chat, and a new search (after a match, a widening) counts from 0:00.
      const clock = snapshot.children.searchClock as AnyActorRef | undefined;
      const searchPhase =
        snapshot.matches('active') && !snapshot.matches({ active: 'acquiring' }) && !inMatch(snapshot);
      expect(clock !== undefined).toBe(searchPhase);
      const newSearch =
        (inMatch(before) && searchPhase) ||
        (before.matches({ active: 'acquiring' }) && searchPhase) ||
        (e.type === 'chat.widen' && before.context.widened !== context.widened && searchPhase);
      if (newSearch) expect(clock?.getSnapshot().context.seconds).toBe(0);

      w.toastsSinceStart = toastsSinceStart;
    },
  },
  atStop: ({ world, snapshot }) => {
    // Leaving the screen carries out the exit plan in force.
    expect(world.fake.exitGuardDisposed).toBe(true);
    // …and releases an open camera.
    expect(world.fake.stopped).toEqual(snapshot.context.localStream ? [LOCAL] : []);
  },
});
