import { expect } from 'vitest';
import { SimulatedClock, type SnapshotFrom } from 'xstate';
import type { RandomUser } from '../../contract/chat';
import { chatMatchMachine } from '../../machines/chat-match/chat-match.machine';
import { type ChatMatchInput, VIDEO_TIMEOUT_MS } from '../../machines/chat-match/chat-match.types';
import type { IncomingCall } from '../../machines/peer/peer.types';
import { chatStandIns } from './support/chat-system';
import { describeModel, type ModelEvent, recorder } from './support/describe-model';
import { afterEventType, serializeState } from './support/paths';

/**
 * One match of the random chat (machines/chat-match), with the shared harness: paths generated
 * from the machine drive it inside a system with a stand-in `peer` actor (it records calls,
 * answers, declines and hang-ups) and a simulated clock; `match.connected` for the chat above is
 * recorded.
 */

type M = typeof chatMatchMachine;

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

type Snap = SnapshotFrom<M>;
const callIdOf = (s: Snap) => (s.context.role === 'caller' ? 'call-match-c' : (s.context.answering ?? ''));

// Paths are generated without a parent to tell (`sendParent` needs one); the runs record it.
describeModel(
  chatMatchMachine.provide({
    actions: { tellOffered: () => {}, tellConnected: () => {}, tellReconnecting: () => {}, tellRestored: () => {} },
  }),
  {
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
      if (s.matches('awaitingCall'))
        events.push({ type: 'peer.incoming', call: OUR_CALL }, { type: AFTER.awaitingCall });
      if (s.matches('linked'))
        events.push({ type: 'call.failed', callId: callIdOf(s) }, { type: 'call.closed', callId: callIdOf(s) });
      // The caller's offer leaves once, while the call is being made.
      if (s.matches({ linked: 'connecting' }) && s.context.role === 'caller')
        events.push({ type: 'call.offered', callId: callIdOf(s) });
      if (s.matches({ linked: 'connecting' }))
        events.push(
          { type: 'call.remoteVideo', callId: callIdOf(s), stream: REMOTE, connection: null },
          { type: AFTER.connecting },
        );
      // On the call: the link's news from the peer goes to the call link; its notices come back.
      if (s.matches({ linked: 'connected' }))
        events.push(
          { type: 'call.linkDown', callId: callIdOf(s) },
          { type: 'call.linkUp', callId: callIdOf(s) },
          { type: 'link.reconnecting', seconds: 4, offline: false },
          { type: 'link.restored' },
          { type: 'link.lost' },
        );
      return events;
    },
    world: () => {
      const standIns = chatStandIns();
      const world = {
        ...standIns,
        /** The streams the match told the chat about (`match.connected`, sent to its parent). */
        connected: [] as MediaStream[],
        /** How many times the match told the chat its offer had left (`match.offered`). */
        offered: 0,
        /** What the match told the chat about its link (`match.reconnecting`, `match.restored`). */
        linkNews: [] as string[],
        /** The call link's stand-in (machines/call-link has its own model test). */
        link: recorder(),
        clock: new SimulatedClock(),
        systemId: 'match',
        mark: { declined: 0, calls: 0, connected: 0, offered: 0 },
        machine: chatMatchMachine as M,
        produce(event: ModelEvent) {
          world.mark = {
            declined: standIns.world.declined.length,
            calls: standIns.world.calls.length,
            connected: world.connected.length,
            offered: world.offered,
          };
          if (event.type === 'call.offered') standIns.call('offered');
          else if (event.type === 'call.remoteVideo') standIns.call('remoteVideo', REMOTE);
          else if (event.type === 'call.failed') standIns.call('failed');
          else if (event.type === 'call.closed') standIns.call('closed');
          else return false;
          return true;
        },
      };
      // The harness's host is the parent here: what the match sends it is recorded instead.
      world.machine = chatMatchMachine.provide({
        actions: {
          tellOffered: () => {
            world.offered += 1;
          },
          tellConnected: ({ event }) => world.connected.push((event as { stream: MediaStream }).stream),
          tellReconnecting: ({ event }) =>
            world.linkNews.push(`reconnecting ${(event as { seconds: number }).seconds}`),
          tellRestored: () => world.linkNews.push('restored'),
        },
        // The call link's own model test covers it; here it only records what it hears.
        actors: { callLink: world.link.logic as never },
      });
      return world;
    },
    // No video (or no call) within 8 s.
    delay: () => VIDEO_TIMEOUT_MS,
    atStart: ({ world, path }) => {
      // The caller calls at once, with its match in the metadata; a callee with its call answers it.
      if (path.input.role === 'caller')
        expect(world.world.calls).toMatchObject([
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
      else if (path.input.answering)
        expect(world.world.calls).toMatchObject([{ type: 'peer.answer', callId: 'call-early', stream: LOCAL }]);
      else expect(world.world.calls).toEqual([]);
    },
    oracles: {
      'calls of other matches are declined; ours is answered once': ({ world, step, event }) => {
        const declined = world.world.declined.slice(world.mark.declined);
        const asked = world.world.calls.slice(world.mark.calls);
        if (event.type === 'peer.incoming') {
          const call = event.call as IncomingCall;
          if (call === OUR_CALL && step.before.matches('awaitingCall')) {
            expect(declined).toEqual([]);
            expect(asked).toMatchObject([{ type: 'peer.answer', callId: OUR_CALL.id }]);
          } else expect(declined).toEqual([call.id]);
        } else {
          expect(declined).toEqual([]);
          expect(asked).toEqual([]);
        }
      },
      'the call link runs exactly while connected and hears the peer’s link news': ({
        world,
        snapshot,
        event,
        added,
      }) => {
        expect(world.link.live).toBe(snapshot.matches({ linked: 'connected' }) ? 1 : 0);
        expect(added(world.link.events)).toEqual(
          event.type === 'call.linkDown' || event.type === 'call.linkUp' ? [event] : [],
        );
      },
      'reconnecting exactly between the link’s reconnecting and restored, and the chat hears both': ({
        world,
        snapshot,
        step,
        event,
        added,
      }) => {
        const before = step.before;
        if (event.type === 'link.reconnecting') expect(snapshot.hasTag('reconnecting')).toBe(true);
        else if (event.type === 'link.restored') expect(snapshot.hasTag('reconnecting')).toBe(false);
        else if (snapshot.status !== 'done')
          expect(snapshot.hasTag('reconnecting')).toBe(before.hasTag('reconnecting'));
        expect(added(world.linkNews)).toEqual(
          event.type === 'link.reconnecting' ? ['reconnecting 4'] : event.type === 'link.restored' ? ['restored'] : [],
        );
      },
      "the caller's offer leaving is told to the chat, and changes nothing else": ({
        world,
        snapshot,
        step,
        event,
      }) => {
        expect(world.offered - world.mark.offered).toBe(event.type === 'call.offered' ? 1 : 0);
        if (event.type === 'call.offered') expect(serializeState(snapshot)).toBe(serializeState(step.before));
      },
      'remote video is told to the chat once, with the stream': ({ world, event }) => {
        expect(world.connected.slice(world.mark.connected)).toEqual(event.type === 'call.remoteVideo' ? [REMOTE] : []);
      },
      "only this match's andCall for this user ends it": ({ snapshot, step, event }) => {
        if (event.type === 'remote.hangUp' && !(event.to === ME && event.matchId === 'match-c'))
          expect(serializeState(snapshot)).toBe(serializeState(step.before));
      },
      'a call runs only while linked; leaving linked hangs up': ({ world, snapshot }) => {
        const call = world.world.calls.at(-1);
        if (call) expect(call.hungUp).toBe(!snapshot.matches('linked'));
        expect(snapshot.hasTag('onCall')).toBe(snapshot.matches({ linked: 'connected' }));
      },
      'the ending says how it went': ({ snapshot, step, event }) => {
        if (snapshot.status !== 'done') return;
        const ending =
          event.type === 'remote.hangUp' ||
          (event.type === 'call.closed' && step.before.matches({ linked: 'connected' }))
            ? 'hungUp'
            : event.type === 'call.closed'
              ? 'dropped'
              : event.type === 'link.lost'
                ? 'lost'
                : 'unavailable';
        expect(snapshot.output).toEqual({ ending });
      },
    },
  },
);
