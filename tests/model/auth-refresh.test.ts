import { expect } from 'vitest';
import { createAuthRefreshImplementations } from '../../machines/auth-refresh/auth-refresh.actors';
import { authRefreshMachine } from '../../machines/auth-refresh/auth-refresh.machine';
import type { AuthRefreshEmitted } from '../../machines/auth-refresh/auth-refresh.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';

const STALE = 'token-1';
const NEW = 'token-2';

describeModel(authRefreshMachine, {
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
    return events;
  },
  world: () => {
    const refreshToken = fakeCalls<[string, AbortSignal], string>();
    // The machine tells the session actor of the system what happened.
    const session = recorder();
    const emitted: AuthRefreshEmitted[] = [];
    return {
      machine: authRefreshMachine.provide(createAuthRefreshImplementations({ refreshToken: refreshToken.fn })),
      system: { session: session.logic },
      calls: { refreshToken },
      started: (actor) => void actor.on('*', (e) => emitted.push(e as AuthRefreshEmitted)),
      refreshToken,
      session,
      emitted,
    };
  },
  oracles: {
    'never more than one refresh in flight': ({ world }) => {
      expect(world.refreshToken.calls.filter((c) => !c.settled).length).toBeLessThanOrEqual(1);
    },
    'an unauthorized request waits, fails, is replayed or starts the one refresh': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      if (event.type !== 'request.unauthorized') return;
      const request = event;
      const refreshes = added(world.refreshToken.calls);
      if (before.matches('refreshing')) {
        // Waits for the refresh in flight: no second refresh, no verdict yet.
        expect(refreshes).toEqual([]);
        expect(added(world.emitted)).toEqual([]);
        expect(snapshot.context.queue).toEqual([...before.context.queue, request.id]);
      } else if (request.current === null) {
        expect(added(world.emitted)).toEqual([{ type: 'requests.fail', ids: [request.id] }]);
        expect(refreshes).toEqual([]);
      } else if (request.current !== request.sentWith) {
        // Renewed meanwhile (by this tab or another): replayed with the stored token, no refresh.
        expect(added(world.emitted)).toEqual([{ type: 'requests.replay', ids: [request.id], token: request.current }]);
        expect(refreshes).toEqual([]);
      } else {
        expect(refreshes.map((r) => r.args[0])).toEqual([request.sentWith]);
        expect(added(world.emitted)).toEqual([]);
      }
      expect(added(world.session.events)).toEqual([]);
    },
    'a new token replays the queue in order and reaches the session': ({ event, step, world, added }) => {
      if (event.type !== 'xstate.done.actor.refreshToken') return;
      expect(added(world.emitted)).toEqual([{ type: 'requests.replay', ids: step.before.context.queue, token: NEW }]);
      expect(added(world.session.events)).toEqual([{ type: 'session.tokenRefreshed', token: NEW }]);
    },
    'a failed refresh fails the queue and expires the session': ({ event, step, world, added }) => {
      if (event.type !== 'xstate.error.actor.refreshToken') return;
      expect(added(world.emitted)).toEqual([{ type: 'requests.fail', ids: step.before.context.queue }]);
      expect(added(world.session.events)).toEqual([{ type: 'session.expired' }]);
    },
    'idle means an empty queue': ({ snapshot }) => {
      if (snapshot.matches('idle')) expect(snapshot.context.queue).toEqual([]);
    },
  },
});
