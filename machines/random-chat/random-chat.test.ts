import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RandomUser, SearchResult } from '../../contract/chat';
import { createCallControlsImplementations } from '../call-controls/call-controls.actors';
import { callControlsMachine } from '../call-controls/call-controls.machine';
import { createReportImplementations } from '../report/report.actors';
import { reportMachine } from '../report/report.machine';
import { createRandomChatImplementations } from './random-chat.actors';
import { randomChatMachine } from './random-chat.machine';
import type { CallSessionInput, IncomingCall, RandomChatDeps } from './random-chat.types';

/** The tricky bits of the random chat, as readable scenarios (the full model is in tests/model). */

const tick = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const partner = (id: number): RandomUser => ({
  id,
  name: `User ${id}`,
  pet_name: 'Rio',
  pet_gender: 'girl',
  friends: [],
  peer_id: String(id).repeat(32).slice(0, 32),
});

function start() {
  const log = {
    declined: [] as string[],
    calls: [] as Array<{ input: CallSessionInput; on: Parameters<RandomChatDeps['runCall']>[1] }>,
    endCalls: [] as unknown[],
    searches: [] as Array<(r: SearchResult) => void>,
  };
  let peer!: Parameters<RandomChatDeps['watchPeer']>[0];
  let hangUp!: Parameters<RandomChatDeps['watchHangUps']>[0];
  const deps: RandomChatDeps = {
    watchPeer: (h) => {
      peer = h;
      return () => {};
    },
    openCamera: async () => ({ id: 'local' }) as unknown as MediaStream,
    stopStream() {},
    runCall: (input, on) => {
      log.calls.push({ input, on });
      return () => {};
    },
    declineCall: (id) => log.declined.push(id),
    search: () => new Promise<SearchResult>((resolve) => log.searches.push(resolve)),
    setOnCall() {},
    endCall: (input) => log.endCalls.push(input),
    leavePool() {},
    watchHangUps: (l) => {
      hangUp = l;
      return () => {};
    },
    guardPageExit: () => ({ update() {}, dispose() {} }),
    saveRecent() {},
    notify() {},
  };
  const impl = createRandomChatImplementations(deps);
  const machine = randomChatMachine.provide({
    ...impl,
    actors: {
      ...impl.actors,
      controls: callControlsMachine.provide(
        createCallControlsImplementations({ applyTracks() {}, enterFullscreen: () => () => {} }),
      ),
      report: reportMachine.provide(createReportImplementations({ sendReport: async () => {}, notify() {} })),
    },
  });
  const actor = createActor(machine, {
    input: {
      me: { id: 1, name: 'Olena', pet_name: 'Kiwi', pet_gender: 'girl', friends: [] },
      breedId: null,
      recent: [],
      expandedMode: false,
    },
  }).start();
  return {
    actor,
    log,
    peer: () => peer,
    hangUp: (e: { from: number; to: number; matchId: string | null }) => hangUp(e),
  };
}

async function toSearching() {
  const chat = start();
  chat.peer().ready('me'.repeat(16));
  chat.actor.send({ type: 'chat.start' });
  await tick();
  expect(chat.actor.getSnapshot().matches({ active: 'searching' })).toBe(true);
  return chat;
}

const call = (id: string, matchId: string | null): IncomingCall => ({ id, matchId });

describe('stale match ids', () => {
  it('the callee answers only the call of its own match, whether it came before or after the match', async () => {
    const chat = await toSearching();
    // A rapid Next: the previous partner is still calling, and the new one is faster than our search answer.
    chat.peer().incoming(call('from-previous', 'match-1'));
    chat.peer().incoming(call('from-new', 'match-2'));
    chat.log.searches[0]({ randomUser: partner(3), role: 'callee', match_id: 'match-2' });
    await tick();
    expect(chat.log.declined).toEqual(['from-previous']);
    expect(chat.log.calls.map((c) => c.input)).toEqual([
      { role: 'callee', callId: 'from-new', localStream: expect.anything() },
    ]);
  });

  it('a callee still waiting declines calls of other matches and answers its own', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(3), role: 'callee', match_id: 'match-2' });
    await tick();
    expect(chat.actor.getSnapshot().matches({ active: { matched: 'awaitingCall' } })).toBe(true);
    chat.peer().incoming(call('old', 'match-1'));
    chat.peer().incoming(call('no-metadata', null));
    expect(chat.log.declined).toEqual(['old', 'no-metadata']);
    expect(chat.log.calls).toHaveLength(0);
    chat.peer().incoming(call('ours', 'match-2'));
    expect(chat.log.calls.map((c) => c.input)).toEqual([
      { role: 'callee', callId: 'ours', localStream: expect.anything() },
    ]);
  });

  it('a hang-up of an earlier match does not end the current call', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-2' });
    await tick();
    chat.log.calls[0].on.remoteVideo({ id: 'remote' } as unknown as MediaStream);
    expect(chat.actor.getSnapshot().hasTag('onCall')).toBe(true);
    chat.hangUp({ from: 2, to: 1, matchId: 'match-1' });
    chat.hangUp({ from: 2, to: 99, matchId: 'match-2' });
    expect(chat.actor.getSnapshot().hasTag('onCall')).toBe(true);
    expect(chat.log.endCalls).toEqual([]);
    chat.hangUp({ from: 2, to: 1, matchId: 'match-2' });
    expect(chat.actor.getSnapshot().matches({ active: 'retrying' })).toBe(true);
    expect(chat.log.endCalls).toEqual([{ to: 2, notEnd: true, match_id: 'match-2' }]);
    expect(chat.actor.getSnapshot().context.recent).toEqual([2]);
  });

  it('the caller puts its match id in the call metadata', async () => {
    const chat = await toSearching();
    chat.log.searches[0]({ randomUser: partner(2), role: 'caller', match_id: 'match-7' });
    await tick();
    expect(chat.log.calls[0].input).toMatchObject({
      role: 'caller',
      partnerPeerId: partner(2).peer_id,
      metadata: { userId: 1, name: 'Olena', pet_name: 'Kiwi', pet_gender: 'girl', friends: [], match_id: 'match-7' },
    });
  });
});
