import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
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
import { type Deferred, deferred, flush } from './support/deferred';
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

/** Realtime connection (spec §7 "Realtime", §8 AuthError → new credentials, reconnect). */

type M = typeof realtimeMachine;
const WAIT = afterEventType(realtimeMachine, 'realtime.waiting');
const ticket = (n: number): HubAuth => ({ driver: 'hub', ticket: `ticket-${n}`, url: '/realtime', expires_in: 30 });
const ANDCALL: RealtimeMessage = {
  channel: 'video-chat',
  event: 'VideochatChanel',
  data: { type: 'andCall', from: 2, to: 1, match_id: 'm' },
};

const paths = generatePaths(realtimeMachine, {
  inputs: [undefined],
  events: (s) => {
    const events: Array<{ type: string; [k: string]: unknown }> = [];
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
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const authorizations: Deferred<RealtimeAuth>[] = [];
  const connections: Array<{ auth: RealtimeAuth; handlers: RealtimeHandlers; closed: boolean }> = [];
  const machine = realtimeMachine.provide(
    createRealtimeImplementations({
      authorize: (signal) => {
        const d = deferred<RealtimeAuth>(signal);
        authorizations.push(d);
        return d.promise;
      },
      connect: (auth, handlers) => {
        const connection = { auth, handlers, closed: false };
        connections.push(connection);
        return () => {
          connection.closed = true;
        };
      },
    }),
  );
  const actor = createActor(machine, { clock }).start();
  const heard: RealtimeMessage[] = [];
  actor.on('realtime.message', ({ channel, event, data }) => heard.push({ channel, event, data }));

  for (const { event, before, after } of path.steps) {
    const e = event as { type: string; [k: string]: unknown };
    const authorizationsBefore = authorizations.length;
    if (e.type === 'xstate.done.actor.authorize') authorizations.at(-1)!.resolve(e.output as RealtimeAuth);
    else if (e.type === 'xstate.error.actor.authorize') authorizations.at(-1)!.reject(e.error);
    else if (e.type === 'realtime.ready') connections.at(-1)!.handlers.ready();
    else if (e.type === 'realtime.message') connections.at(-1)!.handlers.message(ANDCALL);
    else if (e.type === 'realtime.authError') connections.at(-1)!.handlers.authError();
    else if (e.type === 'realtime.closed') connections.at(-1)!.handlers.closed();
    else if (e.type === WAIT) {
      // Back-off: 1 s, 2 s, 4 s … capped at 30 s.
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, before.context.attempt - 1));
      clock.increment(delay - 1);
      await flush();
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(before));
      clock.increment(1);
    }
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    // One open connection at most, and only while linked, with the newest credentials.
    const open = connections.filter((c) => !c.closed);
    expect(open.length).toBe(snapshot.matches('linked') ? 1 : 0);
    if (snapshot.matches('linked')) expect(open[0].auth).toBe(snapshot.context.auth);
    // The first AuthError authorises again at once (a fresh ticket), later ones back off.
    if (e.type === 'realtime.authError' && before.context.attempt === 0)
      expect(authorizations.length).toBe(authorizationsBefore + 1);
    if (e.type === 'realtime.message') expect(heard.at(-1)).toEqual(ANDCALL);
    expect(selectRealtimeOnline(snapshot)).toBe(snapshot.matches({ linked: 'online' }));
  }
  actor.stop();
  expect(connections.every((c) => c.closed)).toBe(true);
}

describe('realtime machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(realtimeMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(realtimeMachine)) expect(used, type).toContain(type);
  });
});
