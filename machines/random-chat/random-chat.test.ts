import { describe, expect, it } from 'vitest';
import { type AnyActorRef, SimulatedClock } from 'xstate';
import type { RandomUser, SearchResult } from '../../contract/chat';
import { startChatSystem } from '../../tests/model/support/chat-system';
import { createCallControlsImplementations } from '../call-controls/call-controls.actors';
import { callControlsMachine } from '../call-controls/call-controls.machine';
import { CALL_SETTLE_MS } from '../call-quality/call-quality.types';
import type { IncomingCall } from '../peer/peer.types';
import { createReportImplementations } from '../report/report.actors';
import { reportMachine } from '../report/report.machine';
import { SECOND_MS } from '../search-clock/search-clock.types';
import { SAMPLE_EVERY_MS } from '../shared/camera-off';
import { createRandomChatImplementations } from './random-chat.actors';
import { randomChatMachine } from './random-chat.machine';
import { holdWhilePlacing, type RandomChatSnapshot, selectChatView } from './random-chat.selectors';
import { OFFER_WAIT_MS, type RandomChatDeps, type RandomChatInput } from './random-chat.types';

/**
 * The tricky bits of the random chat with its real match child, as readable scenarios, in a
 * system with stand-ins for the root's `peer` and `realtime` (the full models are in tests/model).
 */

const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const media = (id: string) => ({ id }) as MediaStream & { id: string };
const partner = (id: number): RandomUser => ({
  id,
  name: `User ${id}`,
  pet_name: 'Rio',
  pet_gender: 'girl',
  friends: [],
  peer_id: String(id).repeat(32).slice(0, 32),
});

function start(options: { clock?: SimulatedClock; probeFrames?: RandomChatDeps['probeFrames'] } = {}) {
  const log = { endCalls: [] as unknown[], searches: [] as Array<(r: SearchResult) => void> };
  const deps: RandomChatDeps = {
    openCamera: async () => media('local'),
    stopStream() {},
    search: () => new Promise<SearchResult>((resolve) => log.searches.push(resolve)),
    setOnCall() {},
    endCall: (input) => log.endCalls.push(input),
    leavePool() {},
    guardPageExit: () => ({ update() {}, dispose() {} }),
    saveRecent() {},
    saveWidened() {},
    probeFrames: options.probeFrames ?? (() => null),
  };
  const impl = createRandomChatImplementations(deps);
  const machine = randomChatMachine.provide({
    ...impl,
    actors: {
      ...impl.actors,
      controls: callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {} }),
      ),
      report: reportMachine.provide(
        createReportImplementations({ sendReport: async () => {}, captureFrame: async () => null }),
      ),
    },
  });
  const input: RandomChatInput = {
    me: { id: 1, name: 'Olena', pet_name: 'Kiwi', pet_gender: 'girl', friends: [] },
    breedId: null,
    recent: [],
    widened: [],
    expandedMode: false,
    stage: { current: null },
    preview: true,
  };
  const chat = startChatSystem({ logic: machine, input, systemId: 'randomChat', clock: options.clock });
  return {
    ...chat,
    log,
    snapshot: () => chat.actor.getSnapshot() as ReturnType<typeof randomChatMachine.resolveState>,
  };
}

async function toSearching(options: Parameters<typeof start>[0] = {}) {
  const chat = start(options);
  chat.peer.ready('me'.repeat(16));
  chat.actor.send({ type: 'chat.start' });
  await tick();
  expect(chat.snapshot().matches({ active: 'searching' })).toBe(true);
  return chat;
}

const call = (id: string, matchId: string | null): IncomingCall => ({ id, matchId });

describe('stale match ids', () => {
  it('the callee answers only the call of its own match, whether it came before or after the match', async () => {
    const chat = await toSearching();
    // A rapid Next: the previous partner is still calling, and the new one is faster than our search answer.
    chat.peer.incoming(call('from-previous', 'match-1'));
    chat.peer.incoming(call('from-new', 'match-2'));
    chat.log.searches[0]({ randomUser: partner(3), role: 'callee', match_id: 'match-2' });
    await tick();
    expect(chat.world.declined).toEqual(['from-previous']);
    expect(chat.world.calls.map(({ type, callId }) => ({ type, callId }))).toEqual([
      { type: 'peer.answer', callId: 'from-new' },
    ]);
  });

  it('a callee still waiting declines calls of other matches and answers its own', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(3), role: 'callee', match_id: 'match-2' });
    await tick();
    expect(chat.snapshot().matches({ active: 'matched' })).toBe(true);
    chat.peer.incoming(call('old', 'match-1'));
    chat.peer.incoming(call('no-metadata', null));
    expect(chat.world.declined).toEqual(['old', 'no-metadata']);
    expect(chat.world.calls).toHaveLength(0);
    chat.peer.incoming(call('ours', 'match-2'));
    await tick();
    expect(chat.world.calls.map(({ type, callId }) => ({ type, callId }))).toEqual([
      { type: 'peer.answer', callId: 'ours' },
    ]);
  });

  it('a hang-up of an earlier match does not end the current call', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    chat.call('remoteVideo', media('remote'));
    expect(chat.snapshot().hasTag('onCall')).toBe(true);
    chat.andCall(2, 1, 'match-1');
    chat.andCall(2, 99, 'match-2');
    expect(chat.snapshot().hasTag('onCall')).toBe(true);
    expect(chat.log.endCalls).toEqual([]);
    chat.andCall(2, 1, 'match-2');
    expect(chat.snapshot().matches({ active: 'retrying' })).toBe(true);
    expect(chat.log.endCalls).toEqual([{ to: 2, notEnd: true, match_id: 'match-2' }]);
    expect(chat.snapshot().context.recent).toEqual([2]);
    // Leaving the match hung up the call.
    expect(chat.world.calls.map((c) => c.hungUp)).toEqual([true]);
  });

  it('the caller puts its match id in the call metadata', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-7' });
    await tick();
    expect(chat.world.calls[0]).toMatchObject({
      type: 'peer.call',
      partnerPeerId: partner(2).peer_id,
      metadata: { userId: 1, name: 'Olena', pet_name: 'Kiwi', pet_gender: 'girl', friends: [], match_id: 'match-7' },
    });
  });

  it('leaving the screen unsubscribes the chat from the peer', async () => {
    const chat = await toSearching();
    expect(chat.world.subscribers).toHaveLength(1);
    chat.stop();
    expect(chat.world.requests.at(-1)).toMatchObject({ type: 'peer.unsubscribe' });
    expect(chat.world.subscribers).toHaveLength(0);
  });
});

describe('children in the root system', () => {
  const seconds = (chat: ReturnType<typeof start>) => {
    const clock = chat.snapshot().children.searchClock as AnyActorRef | undefined;
    return clock ? (clock.getSnapshot().context.seconds as number) : null;
  };

  it('the search clock runs through empty long-polls, starts again after a match, and goes with Stop', async () => {
    const clock = new SimulatedClock();
    const chat = await toSearching({ clock });
    expect(seconds(chat)).toBe(0);
    for (let i = 0; i < 3; i++) clock.increment(SECOND_MS);
    // Nobody came within the long-poll: the same search goes on, and so does its clock.
    chat.log.searches[0]({ randomUser: null, role: null, match_id: null });
    await tick();
    expect(chat.snapshot().matches({ active: 'searching' })).toBe(true);
    expect(seconds(chat)).toBe(3);
    // A match stops it; the partner leaving is a new search, counted from 0:00.
    chat.log.searches[1]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    expect(seconds(chat)).toBeNull();
    chat.andCall(2, 1, 'match-2');
    expect(chat.snapshot().matches({ active: 'retrying' })).toBe(true);
    expect(seconds(chat)).toBe(0);
    clock.increment(SECOND_MS);
    expect(seconds(chat)).toBe(1);
    chat.actor.send({ type: 'chat.stop' });
    expect(seconds(chat)).toBeNull();
  });

  it("on a call the partner's camera is judged from their picture, sampled on the actor clock", async () => {
    const clock = new SimulatedClock();
    const probe = { value: 120, disposed: false, brightest: () => probe.value, dispose: () => (probe.disposed = true) };
    const chat = await toSearching({ clock, probeFrames: () => probe });
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    const remote = Object.assign(media('remote'), {
      getVideoTracks: () => [{ readyState: 'live', muted: false, addEventListener() {}, removeEventListener() {} }],
      addEventListener() {},
      removeEventListener() {},
    });
    chat.call('remoteVideo', remote);
    expect(chat.snapshot().hasTag('onCall')).toBe(true);
    // The check starts once the first frame has had time to show (issue 30 item 4).
    probe.value = 0;
    clock.increment(CALL_SETTLE_MS - 1);
    expect(chat.snapshot().children.cameraOff).toBeUndefined();
    probe.value = 120;
    clock.increment(1);
    expect(chat.snapshot().children.cameraOff).toBeDefined();
    expect(chat.snapshot().context.partnerCameraOff).toBe(false);
    probe.value = 0;
    clock.increment(SAMPLE_EVERY_MS);
    clock.increment(SAMPLE_EVERY_MS);
    expect(chat.snapshot().context.partnerCameraOff).toBe(true);
    // The call ends: the judgement goes with it.
    chat.actor.send({ type: 'chat.next' });
    expect(chat.snapshot().context.partnerCameraOff).toBe(false);
    expect(probe.disposed).toBe(true);
  });
});

describe('blocking the partner who just left', () => {
  it('takes back the "Meet again?" that their hang-up offered and says "You blocked"', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    chat.call('remoteVideo', media('remote'));
    // The server ends the call before /block answers: the partner's hang-up comes first.
    chat.andCall(2, 1, 'match-2');
    expect(chat.snapshot().context.farewell).toEqual({ kind: 'left', name: 'User 2', userId: 2 });
    expect(chat.snapshot().children.meetAgain?.getSnapshot().status).toBe('active');
    chat.actor.send({ type: 'user.blocked', userId: 2 });
    expect(chat.snapshot().context.farewell).toEqual({ kind: 'blocked', name: 'User 2', userId: 2 });
    expect(chat.snapshot().children.meetAgain).toBeUndefined();
  });

  it('keeps the card when someone else is blocked (from the bell, say)', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    chat.call('remoteVideo', media('remote'));
    chat.andCall(2, 1, 'match-2');
    chat.actor.send({ type: 'user.blocked', userId: 5 });
    expect(chat.snapshot().context.farewell?.kind).toBe('left');
    expect(chat.snapshot().children.meetAgain?.getSnapshot().status).toBe('active');
  });
});

describe("the screen shows the caller's match once its offer has left (issue 30 item 4)", () => {
  it('the call is placed first; the held view keeps the search until the offer is out, then shows the match', async () => {
    const chat = await toSearching();
    const shown = holdWhilePlacing(chat.actor as never);
    const seen: string[] = [];
    shown.subscribe((snapshot: RandomChatSnapshot) => seen.push(selectChatView(snapshot).phase));
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    // The call is asked for at the match, while the screen still shows the search.
    expect(chat.world.calls.map((c) => c.type)).toEqual(['peer.call']);
    expect(chat.snapshot().hasTag('placingCall')).toBe(true);
    expect(selectChatView(shown.getSnapshot() as RandomChatSnapshot).phase).toBe('searching');
    expect(seen).toEqual([]);
    // The peer says the offer has left: now the screen renders the match.
    chat.call('offered');
    expect(selectChatView(shown.getSnapshot() as RandomChatSnapshot)).toMatchObject({
      phase: 'connecting',
      companion: { id: 2 },
    });
    expect(seen).toEqual(['connecting']);
  });

  it('a stuck offer holds the screen OFFER_WAIT_MS at most', async () => {
    const clock = new SimulatedClock();
    const chat = await toSearching({ clock });
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    expect(chat.snapshot().hasTag('placingCall')).toBe(true);
    clock.increment(OFFER_WAIT_MS);
    expect(chat.snapshot().hasTag('placingCall')).toBe(false);
    expect(chat.snapshot().matches({ active: 'matched' })).toBe(true);
  });

  it("the callee's match shows at once: its offer comes from the partner", async () => {
    const chat = await toSearching();
    const shown = holdWhilePlacing(chat.actor as never);
    chat.log.searches[0]({ randomUser: partner(3), role: 'callee', match_id: 'match-3' });
    await tick();
    expect(chat.snapshot().hasTag('placingCall')).toBe(false);
    expect(selectChatView(shown.getSnapshot() as RandomChatSnapshot).phase).toBe('connecting');
  });
});
