import { createActor, setup } from 'xstate';
import { TRIAL_MESSAGE } from '../../contract/user';
import { toastsMachine } from '../../machines/toasts/toasts.machine';
import { describe, expect, it } from 'vitest';
import { createSessionImplementations } from '../../machines/session/session.actors';
import { sessionMachine } from '../../machines/session/session.machine';
import { selectIsLoggedIn, selectSessionStatus } from '../../machines/session/session.selectors';
import type { MeResponse, SessionEvent, SessionInput, SessionUser } from '../../machines/session/session.types';
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

type M = typeof sessionMachine;
type ModelEvent = SessionEvent | { type: string; output?: unknown; error?: unknown };

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
    trial_ends_at: null,
    subscription_ends_at: null,
  };
}

const verified = user(1, true);
const unverified = user(2, false);
const inputs: SessionInput[] = [{ token: null }, { token: 'stored-token' }];

const paths = generatePaths(sessionMachine, {
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
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  let storage: string | null = path.input.token;
  const fetches: Array<{ token: string; d: Deferred<MeResponse> }> = [];
  const revokes: Array<{ token: string; d: Deferred<void> }> = [];
  const machine = sessionMachine.provide(
    createSessionImplementations({
      fetchMe: (token, signal) => {
        const d = deferred<MeResponse>(signal);
        fetches.push({ token, d });
        return d.promise;
      },
      revokeSession: (token, signal) => {
        const d = deferred<void>(signal);
        revokes.push({ token, d });
        return d.promise;
      },
      storeToken: (token) => {
        storage = token;
      },
      clearToken: () => {
        storage = null;
      },
    }),
  );
  const actor = createActor(machine, { input: path.input }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  // With a stored token the user is asked for at once, with that token.
  if (path.input.token) expect(fetches.map((f) => f.token)).toEqual([path.input.token]);
  else expect(fetches).toEqual([]);

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const revokesBefore = revokes.length;
    if (e.type === 'xstate.done.actor.fetchMe' || e.type === 'xstate.done.actor.confirmMe')
      fetches.at(-1)!.d.resolve(e.output as MeResponse);
    else if (e.type === 'xstate.error.actor.fetchMe' || e.type === 'xstate.error.actor.confirmMe')
      fetches.at(-1)!.d.reject(e.error);
    else if (e.type === 'xstate.done.actor.revokeSession') revokes.at(-1)!.d.resolve();
    else if (e.type === 'xstate.error.actor.revokeSession') revokes.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const status = selectSessionStatus(snapshot);
    // Storage follows the session: a token while logged in or loading, none as a guest or
    // once logging out has begun.
    if (status === 'guest' || snapshot.matches('loggingOut')) expect(storage).toBeNull();
    if (status === 'verified' || status === 'unverified') expect(storage).toBe(snapshot.context.token);
    // isLoggedIn (spec §3) follows the stored token: true while /me loads, false once logging out.
    expect(selectIsLoggedIn(snapshot)).toBe(storage !== null);
    if (status === 'verified') expect(snapshot.context.user?.email_verified).toBe(true);
    if (status === 'unverified') expect(snapshot.context.user?.email_verified).toBe(false);
    // Logging out revokes the token the session held; an expired session has nothing to revoke.
    if (e.type === 'session.logout' && before.matches('authenticated'))
      expect(revokes.at(-1)?.token).toBe(before.context.token);
    if (e.type === 'session.expired') expect(revokes.length).toBe(revokesBefore);
    // signupStep (spec §3): 3 after login, 1 after verification, 0 once logged out.
    if (status === 'guest') expect(snapshot.context.signupStep).toBe(0);
    if (e.type === 'session.loggedIn' && !before.matches('loggingOut')) expect(snapshot.context.signupStep).toBe(3);
    if (e.type === 'session.verified' && before.matches({ authenticated: 'unverified' })) {
      expect(snapshot.context.signupStep).toBe(1);
      // Verification asks for /me again, which brings the one-time trial message.
      expect(snapshot.matches({ authenticated: 'confirming' })).toBe(true);
      expect(fetches.at(-1)?.token).toBe(snapshot.context.token);
    }
    // A refreshed token replaces the old one while signed in (or loading); a guest or a session
    // logging out keeps what it had.
    if (e.type === 'session.tokenRefreshed') {
      const signedIn = before.matches('loading') || before.matches('authenticated');
      expect(snapshot.context.token).toBe(signedIn ? 'refreshed-token' : before.context.token);
    }
  }
  actor.stop();
}

describe('session machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(sessionMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(sessionMachine)) expect(used, type).toContain(type);
  });

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
