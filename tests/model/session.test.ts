import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { TRIAL_MESSAGE } from '../../contract/user';
import { createSessionImplementations } from '../../machines/session/session.actors';
import { sessionMachine } from '../../machines/session/session.machine';
import { selectIsLoggedIn, selectSessionStatus } from '../../machines/session/session.selectors';
import type { MeResponse, SessionInput, SessionUser } from '../../machines/session/session.types';
import { toastsMachine } from '../../machines/toasts/toasts.machine';
import { type Deferred, deferred, flush } from './support/deferred';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';

function user(id: number, verified: boolean): SessionUser {
  return {
    id,
    name: `Owner ${id}`,
    phone: '+380501234567',
    email: `owner${id}@example.com`,
    email_verified: verified,
    is_subscribed: false,
    image: null,
    pet_name: 'Kesha',
    pet_gender: 'boy',
    pet_breed: null,
    breed: null,
    friends: [],
    birth_date: '1990-05-14',
    is_adult: true,
    is_moderator: false,
    under_review: false,
    trial_ends_at: null,
    subscription_ends_at: null,
  };
}

const verified = user(1, true);
const unverified = user(2, false);
const inputs: SessionInput[] = [{ token: null }, { token: 'stored-token' }];

describeModel(sessionMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'session.loggedIn', token: 'new-token', user: unverified },
      { type: 'session.loggedIn', token: 'new-token', user: verified },
      { type: 'session.userUpdated', user: verified },
      { type: 'session.verified', user: verified },
      { type: 'session.tokenRefreshed', token: 'refreshed-token' },
      { type: 'session.expired' },
      { type: 'session.logout' },
    ];
    if (s.matches('loading')) {
      events.push(
        { type: 'xstate.done.actor.fetchMe', output: { user: verified } satisfies MeResponse },
        {
          type: 'xstate.done.actor.fetchMe',
          output: { user: verified, trial_message: TRIAL_MESSAGE } satisfies MeResponse,
        },
        { type: 'xstate.done.actor.fetchMe', output: { user: unverified } satisfies MeResponse },
        { type: 'xstate.error.actor.fetchMe', error: new Error('401') },
      );
    }
    if (s.matches({ authenticated: 'confirming' })) {
      events.push(
        {
          type: 'xstate.done.actor.confirmMe',
          output: { user: verified, trial_message: TRIAL_MESSAGE } satisfies MeResponse,
        },
        { type: 'xstate.done.actor.confirmMe', output: { user: verified } satisfies MeResponse },
        { type: 'xstate.error.actor.confirmMe', error: new Error('offline') },
      );
    }
    if (s.matches('loggingOut'))
      events.push(
        { type: 'xstate.done.actor.revokeSession' },
        { type: 'xstate.error.actor.revokeSession', error: new Error('offline') },
      );
    return events;
  },
  world: (path) => {
    const fetchMe = fakeCalls<[string, AbortSignal], MeResponse>();
    const revokeSession = fakeCalls<[string, AbortSignal]>();
    const storage = { token: path.input.token };
    const machine = sessionMachine.provide(
      createSessionImplementations({
        fetchMe: fetchMe.fn,
        revokeSession: revokeSession.fn,
        storeToken: (token) => {
          storage.token = token;
        },
        clearToken: () => {
          storage.token = null;
        },
      }),
    );
    // /me is asked for by two invocations (loading, confirming): both settle the newest call.
    return { machine, calls: { fetchMe, confirmMe: fetchMe, revokeSession }, fetchMe, revokeSession, storage };
  },
  atStart: ({ world, path }) => {
    // With a stored token the user is asked for at once, with that token.
    expect(world.fetchMe.calls.map((c) => c.args[0])).toEqual(path.input.token ? [path.input.token] : []);
  },
  oracles: {
    // Storage follows the session: a token while logged in or loading, none as a guest or once logging out has begun.
    'the stored token follows the session': ({ snapshot, world }) => {
      const status = selectSessionStatus(snapshot);
      if (status === 'guest' || snapshot.matches('loggingOut')) expect(world.storage.token).toBeNull();
      if (status === 'verified' || status === 'unverified') expect(world.storage.token).toBe(snapshot.context.token);
    },
    // Spec §3.
    'isLoggedIn follows the stored token: true while /me loads, false once logging out': ({ snapshot, world }) =>
      expect(selectIsLoggedIn(snapshot)).toBe(world.storage.token !== null),
    'verified or not as the user says': ({ snapshot }) => {
      const status = selectSessionStatus(snapshot);
      if (status === 'verified') expect(snapshot.context.user?.email_verified).toBe(true);
      if (status === 'unverified') expect(snapshot.context.user?.email_verified).toBe(false);
    },
    'logging out revokes the token the session held; an expired session has nothing to revoke': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const revoked = added(world.revokeSession.calls).map((c) => c.args[0]);
      if (event.type === 'session.logout' && before.matches('authenticated'))
        expect(revoked).toEqual([before.context.token]);
      if (event.type === 'session.expired') expect(revoked).toEqual([]);
    },
    // Spec §3.
    'signupStep: 3 after login, 1 after verification, 0 once logged out': ({
      event,
      step: { before },
      snapshot,
      world,
    }) => {
      if (selectSessionStatus(snapshot) === 'guest') expect(snapshot.context.signupStep).toBe(0);
      if (event.type === 'session.loggedIn' && !before.matches('loggingOut'))
        expect(snapshot.context.signupStep).toBe(3);
      if (event.type === 'session.verified' && before.matches({ authenticated: 'unverified' })) {
        expect(snapshot.context.signupStep).toBe(1);
        // Verification asks for /me again, which brings the one-time trial message.
        expect(snapshot.matches({ authenticated: 'confirming' })).toBe(true);
        expect(world.fetchMe.calls.at(-1)?.args[0]).toBe(snapshot.context.token);
      }
    },
    'a refreshed token replaces the old one while signed in or loading, not otherwise': ({
      event,
      step: { before },
      snapshot,
    }) => {
      if (event.type !== 'session.tokenRefreshed') return;
      const signedIn = before.matches('loading') || before.matches('authenticated');
      expect(snapshot.context.token).toBe(signedIn ? 'refreshed-token' : before.context.token);
    },
  },
});

describe('session machine', () => {
  it('shows the trial toast when /me says the trial has just started', async () => {
    const me = deferred<MeResponse>();
    const session = sessionMachine.provide(
      createSessionImplementations({
        fetchMe: () => me.promise,
        revokeSession: async () => {},
        storeToken() {},
        clearToken() {},
      }),
    );
    const app = setup({ actors: { toasts: toastsMachine, session } }).createMachine({
      invoke: [
        { src: 'toasts', systemId: 'toasts' },
        { src: 'session', systemId: 'session', input: { token: 't' } },
      ],
    });
    const actor = createActor(app).start();
    me.resolve({ user: verified, trial_message: TRIAL_MESSAGE });
    await flush();
    expect(actor.system.get('toasts').getSnapshot().context.toasts).toMatchObject([
      { kind: 'success', message: { message: 'Trial period activated' } },
    ]);
    actor.stop();
  });

  it('after verification, shows the trial toast from the next /me and settles as verified', async () => {
    const answers: Deferred<MeResponse>[] = [];
    const session = sessionMachine.provide(
      createSessionImplementations({
        fetchMe: () => {
          answers.push(deferred<MeResponse>());
          return answers.at(-1)!.promise;
        },
        revokeSession: async () => {},
        storeToken() {},
        clearToken() {},
      }),
    );
    const app = setup({ actors: { toasts: toastsMachine, session } }).createMachine({
      invoke: [
        { src: 'toasts', systemId: 'toasts' },
        { src: 'session', systemId: 'session', input: { token: 't' } },
      ],
    });
    const actor = createActor(app).start();
    const sessionRef = actor.system.get('session');
    answers[0].resolve({ user: unverified });
    await flush();
    expect(selectSessionStatus(sessionRef.getSnapshot())).toBe('unverified');
    sessionRef.send({ type: 'session.verified', user: { ...unverified, email_verified: true } });
    expect(selectSessionStatus(sessionRef.getSnapshot())).toBe('loading');
    answers[1].resolve({ user: { ...unverified, email_verified: true }, trial_message: TRIAL_MESSAGE });
    await flush();
    expect(selectSessionStatus(sessionRef.getSnapshot())).toBe('verified');
    expect(sessionRef.getSnapshot().context.signupStep).toBe(1);
    expect(actor.system.get('toasts').getSnapshot().context.toasts).toMatchObject([
      { kind: 'success', message: { message: 'Trial period activated' } },
    ]);
    actor.stop();
  });

  it('settles at once as a guest without a token, and only after /me with one', () => {
    const noop = createSessionImplementations({
      fetchMe: () => new Promise(() => {}),
      revokeSession: async () => {},
      storeToken() {},
      clearToken() {},
    });
    const guest = createActor(sessionMachine.provide(noop), { input: { token: null } }).start();
    expect(selectSessionStatus(guest.getSnapshot())).toBe('guest');
    const loading = createActor(sessionMachine.provide(noop), { input: { token: 't' } }).start();
    expect(selectSessionStatus(loading.getSnapshot())).toBe('loading');
    // Logged in from the start when a token is stored (spec §3), before /me answers.
    expect(selectIsLoggedIn(loading.getSnapshot())).toBe(true);
    expect(selectIsLoggedIn(guest.getSnapshot())).toBe(false);
  });
});
