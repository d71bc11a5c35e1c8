import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, setup } from 'xstate';
import { createAuthRefreshImplementations } from '../../machines/auth-refresh/auth-refresh.actors';
import { authRefreshMachine } from '../../machines/auth-refresh/auth-refresh.machine';
import type { AuthRefreshEmitted, AuthRefreshEvent } from '../../machines/auth-refresh/auth-refresh.types';
import { type Deferred, deferred, flush } from './support/deferred';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof authRefreshMachine;
type ModelEvent = AuthRefreshEvent | { type: string; output?: unknown; error?: unknown };

const STALE = 'token-1';
const NEW = 'token-2';

const paths = generatePaths(authRefreshMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [];
    // Bounded queue: three waiting requests show queueing as well as thirty would.
    if (s.context.queue.length < 3) {
      const id = s.context.queue.length + 1;
      events.push(
        { type: 'request.unauthorized', id, sentWith: STALE, current: STALE },
        { type: 'request.unauthorized', id: 90 + id, sentWith: 'token-0', current: STALE },
        { type: 'request.unauthorized', id: 80 + id, sentWith: STALE, current: null },
      );
    }
    if (s.matches('refreshing'))
      events.push(
        { type: 'xstate.done.actor.refreshToken', output: NEW },
        { type: 'xstate.error.actor.refreshToken', error: new Error('401') },
      );
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const refreshes: Array<{ stale: string; d: Deferred<string> }> = [];
  const emitted: AuthRefreshEmitted[] = [];
  const sessionEvents: AnyEventObject[] = [];
  const authRefresh = authRefreshMachine.provide(
    createAuthRefreshImplementations({
      refreshToken: (stale, signal) => {
        const d = deferred<string>(signal);
        refreshes.push({ stale, d });
        return d.promise;
      },
    }),
  );
  // The machine tells the session actor of the system what happened.
  const session = fromCallback(({ receive }) => {
    receive((event) => sessionEvents.push(event));
  });
  const system = setup({ actors: { authRefresh, session } }).createMachine({
    invoke: [
      { src: 'session', systemId: 'session' },
      { src: 'authRefresh', systemId: 'authRefresh' },
    ],
  });
  const root = createActor(system).start();
  const actor = root.system.get('authRefresh') as ReturnType<typeof createActor<typeof authRefresh>>;
  actor.on('*', (e) => emitted.push(e as AuthRefreshEmitted));
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  let settled = 0;

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const emittedBefore = emitted.length;
    const refreshesBefore = refreshes.length;
    const sessionBefore = sessionEvents.length;
    if (e.type === 'xstate.done.actor.refreshToken') {
      refreshes.at(-1)!.d.resolve(e.output as string);
      settled++;
    } else if (e.type === 'xstate.error.actor.refreshToken') {
      refreshes.at(-1)!.d.reject(e.error);
      settled++;
    } else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const newEmitted = emitted.slice(emittedBefore);
    const newSession = sessionEvents.slice(sessionBefore);

    // Never more than one refresh in flight.
    expect(refreshes.length - settled).toBeLessThanOrEqual(1);
    if (e.type === 'request.unauthorized') {
      const request = e as AuthRefreshEvent;
      if (before.matches('refreshing')) {
        // Waits for the refresh in flight: no second refresh, no verdict yet.
        expect(refreshes.length).toBe(refreshesBefore);
        expect(newEmitted).toEqual([]);
        expect(snapshot.context.queue).toEqual([...before.context.queue, request.id]);
      } else if (request.current === null) {
        expect(newEmitted).toEqual([{ type: 'requests.fail', ids: [request.id] }]);
        expect(refreshes.length).toBe(refreshesBefore);
      } else if (request.current !== request.sentWith) {
        // Renewed meanwhile (by this tab or another): replayed with the stored token, no refresh.
        expect(newEmitted).toEqual([{ type: 'requests.replay', ids: [request.id], token: request.current }]);
        expect(refreshes.length).toBe(refreshesBefore);
      } else {
        expect(refreshes.length).toBe(refreshesBefore + 1);
        expect(refreshes.at(-1)!.stale).toBe(request.sentWith);
        expect(newEmitted).toEqual([]);
      }
      expect(newSession).toEqual([]);
    }
    if (e.type === 'xstate.done.actor.refreshToken') {
      // Every queued request is replayed once, in order, with the new token; the session takes it.
      expect(newEmitted).toEqual([{ type: 'requests.replay', ids: before.context.queue, token: NEW }]);
      expect(newSession).toEqual([{ type: 'session.tokenRefreshed', token: NEW }]);
    }
    if (e.type === 'xstate.error.actor.refreshToken') {
      expect(newEmitted).toEqual([{ type: 'requests.fail', ids: before.context.queue }]);
      expect(newSession).toEqual([{ type: 'session.expired' }]);
    }
    if (snapshot.matches('idle')) expect(snapshot.context.queue).toEqual([]);
  }
  root.stop();
}

describe('auth-refresh machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(authRefreshMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(authRefreshMachine)) expect(used, type).toContain(type);
  });
});
