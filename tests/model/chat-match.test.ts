import { describe, expect, it } from 'vitest';
import { type AnyEventObject, SimulatedClock } from 'xstate';
import type { RandomUser } from '../../contract/chat';
import { chatMatchMachine } from '../../machines/chat-match/chat-match.machine';
import { type ChatMatchEvent, type ChatMatchInput, VIDEO_TIMEOUT_MS } from '../../machines/chat-match/chat-match.types';
import type { IncomingCall } from '../../machines/peer/peer.types';
import { startChatSystem } from './support/chat-system';
import { flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

/**
 * One match of the random chat (machines/chat-match): paths generated from the machine drive it
 * inside a system with a stand-in `peer` actor (it records calls, answers, declines and hang-ups)
 * and a simulated clock; the chat above it records `match.connected`.
 */

type M = typeof chatMatchMachine;
type ModelEvent = ChatMatchEvent | { type: string; output?: unknown };

const ME = 1;
const LOCAL = { id: 'local' } as unknown as MediaStream;
const REMOTE = { id: 'remote' } as unknown as MediaStream;
const CHRYSTIA: RandomUser = {
  id: 3,
  name: 'Chrystia',
  pet_name: 'Rio',
  pet_gender: 'girl',
  friends: [],
  peer_id: 'c'.repeat(32),
};
const me = { id: ME, name: 'Olena', pet_name: 'Kesha', pet_gender: 'boy' as const, friends: [7] };
const base = { me, companion: CHRYSTIA, matchId: 'match-c', localStream: LOCAL };
const inputs: ChatMatchInput[] = [
  { ...base, role: 'caller', answering: null },
  { ...base, role: 'callee', answering: 'call-early' },
  { ...base, role: 'callee', answering: null },
];
const OUR_CALL: IncomingCall = { id: 'call-c', matchId: 'match-c' };
const STALE_CALL: IncomingCall = { id: 'call-old', matchId: 'match-old' };
const ANONYMOUS_CALL: IncomingCall = { id: 'call-anon', matchId: null };

const AFTER = {
  awaitingCall: afterEventType(chatMatchMachine, 'chatMatch.awaitingCall'),
  connecting: afterEventType(chatMatchMachine, 'chatMatch.linked.connecting'),
};

// Paths are generated without a parent to tell (`sendParent` needs one); the runs have it.
const paths = generatePaths(chatMatchMachine.provide({ actions: { tellConnected: () => {} } }), {
  inputs,
  events: (s) => {
    if (s.status === 'done') return [];
    const events: ModelEvent[] = [
      { type: 'peer.incoming', call: STALE_CALL },
      { type: 'peer.incoming', call: ANONYMOUS_CALL },
      { type: 'remote.hangUp', from: CHRYSTIA.id, to: ME, matchId: 'match-c' },
      { type: 'remote.hangUp', from: CHRYSTIA.id, to: ME, matchId: 'match-old' },
      { type: 'remote.hangUp', from: CHRYSTIA.id, to: 99, matchId: 'match-c' },
    ];
    if (s.matches('awaitingCall')) events.push({ type: 'peer.incoming', call: OUR_CALL }, { type: AFTER.awaitingCall });
    if (s.matches('linked')) {
      const callId = s.context.role === 'caller' ? 'call-match-c' : (s.context.answering ?? '');
      events.push({ type: 'call.failed', callId }, { type: 'call.closed', callId });
    }
    if (s.matches({ linked: 'connecting' })) {
      const callId = s.context.role === 'caller' ? 'call-match-c' : (s.context.answering ?? '');
      events.push({ type: 'call.remoteVideo', callId, stream: REMOTE }, { type: AFTER.connecting });
    }
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const toChat: AnyEventObject[] = [];
  const chat = startChatSystem({
    logic: chatMatchMachine,
    input: path.input,
    systemId: 'match',
    clock,
    parentEvents: toChat,
  });
  const actor = chat.actor;
  const input = path.input;
  await flush();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  const callOf = () => chat.world.calls.at(-1);
  // The caller calls at once, with its match in the metadata; a callee with its call answers it.
  if (input.role === 'caller')
    expect(chat.world.calls).toMatchObject([
      {
        type: 'peer.call',
        callId: 'call-match-c',
        partnerPeerId: CHRYSTIA.peer_id,
        stream: LOCAL,
        metadata: {
          userId: ME,
          name: 'Olena',
          pet_name: 'Kesha',
          pet_gender: 'boy',
          friends: [7],
          match_id: 'match-c',
        },
      },
    ]);
  else if (input.answering)
    expect(chat.world.calls).toMatchObject([{ type: 'peer.answer', callId: 'call-early', stream: LOCAL }]);
  else expect(chat.world.calls).toEqual([]);

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent & Record<string, unknown>;
    const declinedBefore = chat.world.declined.length;
    const callsBefore = chat.world.calls.length;
    const toChatBefore = toChat.length;
    if (e.type === 'call.remoteVideo') chat.call('remoteVideo', REMOTE);
    else if (e.type === 'call.failed') chat.call('failed');
    else if (e.type === 'call.closed') chat.call('closed');
    else if (e.type.startsWith('xstate.after.')) {
      // No video (or no call) within 8 s, to the millisecond.
      clock.increment(VIDEO_TIMEOUT_MS - 1);
      await flush();
      expect(serializeState(actor.getSnapshot()), `${e.type} fired early`).toBe(serializeState(before));
      clock.increment(1);
    } else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));

    // Calls of other matches, or without one, are declined; ours is answered, once.
    const declined = chat.world.declined.slice(declinedBefore);
    if (e.type === 'peer.incoming') {
      const call = e.call as IncomingCall;
      if (call === OUR_CALL && before.matches('awaitingCall')) {
        expect(declined).toEqual([]);
        expect(chat.world.calls.slice(callsBefore)).toMatchObject([{ type: 'peer.answer', callId: OUR_CALL.id }]);
      } else expect(declined).toEqual([call.id]);
    } else {
      expect(declined).toEqual([]);
      expect(chat.world.calls.length).toBe(callsBefore);
    }
    // Remote video: the chat hears of it once, with the stream.
    expect(toChat.slice(toChatBefore).filter((n) => n.type === 'match.connected')).toEqual(
      e.type === 'call.remoteVideo' ? [{ type: 'match.connected', stream: REMOTE }] : [],
    );
    // Only the current match's andCall for this user ends it.
    if (e.type === 'remote.hangUp' && !(e.to === ME && e.matchId === 'match-c'))
      expect(serializeState(snapshot)).toBe(serializeState(before));
    // A call runs only while linked; leaving linked hangs up.
    const call = callOf();
    if (call) expect(call.hungUp).toBe(!snapshot.matches('linked'));
    // How it ended.
    if (snapshot.status === 'done') {
      const ending =
        e.type === 'remote.hangUp' || (e.type === 'call.closed' && before.matches({ linked: 'connected' }))
          ? 'hungUp'
          : e.type === 'call.closed'
            ? 'dropped'
            : 'unavailable';
      expect(snapshot.output).toEqual({ ending });
    }
    expect(snapshot.hasTag('onCall')).toBe(snapshot.matches({ linked: 'connected' }));
  }
  chat.root.stop();
}

describe('chat match machine (model-based)', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(30));

  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(chatMatchMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(chatMatchMachine)) expect(used, type).toContain(type);
  });
});
