import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, setup } from 'xstate';
import type { LoginInput } from '../../contract/auth';
import type { LoginResponse } from '../../contract/user';
import { createLoginImplementations } from '../../machines/login/login.actors';
import { loginMachine } from '../../machines/login/login.machine';
import { selectLoginView } from '../../machines/login/login.selectors';
import type { LoginEvent } from '../../machines/login/login.types';
import { apiFailure } from '../../machines/shared/api-failure';
import { testUser } from '../unit/support/root';
import { type Deferred, deferred, flush } from './support/deferred';
import { english } from './support/messages';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof loginMachine;
type ModelEvent = LoginEvent | { type: string; output?: unknown; error?: unknown };

const values: LoginInput = { email: 'olena@example.com', password: 'secret-123' };
const answer: LoginResponse = { access_token: 'access-1', user: testUser() };

/** Each failure the server can answer, and what the form must say. */
const FAILURES = [
  {
    error: apiFailure(422, {
      message: 'Email is required',
      fields: { email: ['Email is required'], password: ['Password must be at least 6 characters'] },
    }),
    fields: { email: ['Email is required'], password: ['Password must be at least 6 characters'] },
    text: null,
  },
  {
    error: apiFailure(422, {
      message: 'These credentials do not match our records.',
      fields: { email: ['These credentials do not match our records.'] },
    }),
    fields: null,
    text: 'Invalid email or password',
  },
  { error: apiFailure(401, { message: 'Unauthenticated.' }), fields: null, text: 'Invalid email or password' },
  {
    error: apiFailure(429, { retryAfterSeconds: 600 }),
    fields: null,
    text: 'Too many attempts, try again in 10 minutes',
  },
  { error: apiFailure(429, { retryAfterSeconds: 30 }), fields: null, text: 'Too many attempts, try again in 1 minute' },
  {
    error: apiFailure(500, { message: 'Server error.' }),
    fields: null,
    text: 'Failed, please reload the page and try again.',
  },
  { error: apiFailure(null), fields: null, text: 'Failed, please reload the page and try again.' },
];

const paths = generatePaths(loginMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'login.submit', values }];
    if (s.matches('submitting')) {
      events.push({ type: 'xstate.done.actor.login', output: answer });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.login', error: f.error });
    }
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const calls: Array<{ values: LoginInput; d: Deferred<LoginResponse> }> = [];
  const sessionEvents: AnyEventObject[] = [];
  const login = loginMachine.provide(
    createLoginImplementations({
      login: (v, signal) => {
        const d = deferred<LoginResponse>(signal);
        calls.push({ values: v, d });
        return d.promise;
      },
    }),
  );
  const session = fromCallback(({ receive }) => receive((e) => sessionEvents.push(e)));
  const root = createActor(
    setup({ actors: { login, session } }).createMachine({
      invoke: [
        { src: 'session', systemId: 'session' },
        { src: 'login', systemId: 'login' },
      ],
    }),
  ).start();
  const actor = root.system.get('login') as ReturnType<typeof createActor<typeof login>>;
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, after } of path.steps) {
    const e = event as ModelEvent;
    if (e.type === 'xstate.done.actor.login') calls.at(-1)!.d.resolve(e.output as LoginResponse);
    else if (e.type === 'xstate.error.actor.login') calls.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectLoginView(snapshot);

    if (e.type === 'login.submit') {
      expect(calls.at(-1)!.values).toEqual(values);
      expect(view).toMatchObject({ busy: true, formError: null, fieldErrors: null });
    }
    // Only a successful login signs the session in, exactly once.
    const signedIn = path.steps
      .slice(0, path.steps.findIndex((s) => s.event === event) + 1)
      .some((s) => (s.event as ModelEvent).type === 'xstate.done.actor.login');
    expect(sessionEvents).toEqual(signedIn ? [{ type: 'session.loggedIn', token: 'access-1', user: answer.user }] : []);
    if (signedIn) expect(view.busy).toBe(true);
    if (e.type === 'xstate.error.actor.login') {
      const expected = FAILURES.find((f) => f.error === e.error)!;
      expect(view.busy).toBe(false);
      expect(view.fieldErrors).toEqual(expected.fields);
      expect(english(view.formError)).toBe(expected.text);
    }
  }
  root.stop();
}

describe('login machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(loginMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(loginMachine)) expect(used, type).toContain(type);
  });
});
