import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { HubAuth, RealtimeAuth } from '../../contract/realtime';
import { createRealtimeImplementations } from '../../machines/realtime/realtime.actors';
import { realtimeMachine } from '../../machines/realtime/realtime.machine';
import { selectRealtimeOnline } from '../../machines/realtime/realtime.selectors';
import {
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  type RealtimeHandlers,
  type RealtimeMessage,
} from '../../machines/realtime/realtime.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';

/** Realtime connection (spec §7 "Realtime", §8 AuthError → new credentials, reconnect). */

const WAIT = afterEventType(realtimeMachine, 'realtime.waiting');
const ticket = (n: number): HubAuth => ({ driver: 'hub', ticket: `ticket-${n}`, url: '/realtime', expires_in: 30 });
const ANDCALL: RealtimeMessage = {
  channel: 'video-chat',
  event: 'VideochatChanel',
  data: { type: 'andCall', from: 2, to: 1, match_id: 'm' },
};

type Connection = { auth: RealtimeAuth; handlers: RealtimeHandlers; closed: boolean };

describeModel(realtimeMachine, {
  events: (s) => {
    const events: ModelEvent[] = [];
    const failing = s.context.attempt < 3;
    if (s.matches('authorizing')) {
      events.push({ type: 'xstate.done.actor.authorize', output: ticket(1) });
      if (failing) events.push({ type: 'xstate.error.actor.authorize', error: new Error('503') });
    }
    if (s.matches('linked')) {
      events.push({ type: 'realtime.ready' }, { type: 'realtime.message', ...ANDCALL });
      if (failing) events.push({ type: 'realtime.authError' }, { type: 'realtime.closed' });
    }
    if (s.matches('waiting')) events.push({ type: WAIT });
    return events;
  },
  world: () => {
    const authorize = fakeCalls<[AbortSignal], RealtimeAuth>();
    const connections: Connection[] = [];
    const heard: RealtimeMessage[] = [];
    const machine = realtimeMachine.provide(
      createRealtimeImplementations({
        authorize: authorize.fn,
        connect: (auth, handlers) => {
          const connection = { auth, handlers, closed: false };
          connections.push(connection);
          return () => {
            connection.closed = true;
          };
        },
      }),
    );
    return {
      machine,
      clock: new SimulatedClock(),
      calls: { authorize },
      started: (actor) =>
        void actor.on('realtime.message', ({ channel, event, data }) => heard.push({ channel, event, data })),
      // The connection's events come through the handlers the machine gave the fake connection.
      produce: (event) => {
        const handlers = connections.at(-1)?.handlers;
        if (event.type === 'realtime.ready') handlers!.ready();
        else if (event.type === 'realtime.message') handlers!.message(ANDCALL);
        else if (event.type === 'realtime.authError') handlers!.authError();
        else if (event.type === 'realtime.closed') handlers!.closed();
        else return false;
        return true;
      },
      authorize,
      connections,
      heard,
    };
  },
  // Back-off: 1 s, 2 s, 4 s … capped at 30 s.
  delay: (step) => Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, step.before.context.attempt - 1)),
  oracles: {
    'one open connection at most, and only while linked, with the newest credentials': ({ snapshot, world }) => {
      const open = world.connections.filter((c) => !c.closed);
      expect(open.length).toBe(snapshot.matches('linked') ? 1 : 0);
      if (snapshot.matches('linked')) expect(open[0].auth).toBe(snapshot.context.auth);
    },
    'the first AuthError authorises again at once (a fresh ticket), later ones back off': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      if (event.type === 'realtime.authError' && before.context.attempt === 0)
        expect(added(world.authorize.calls)).toHaveLength(1);
    },
    'messages are passed on': ({ event, world, added }) =>
      expect(added(world.heard)).toEqual(event.type === 'realtime.message' ? [ANDCALL] : []),
    'online exactly while linked and online': ({ snapshot }) =>
      expect(selectRealtimeOnline(snapshot)).toBe(snapshot.matches({ linked: 'online' })),
  },
  atStop: ({ world }) => expect(world.connections.every((c) => c.closed)).toBe(true),
});
