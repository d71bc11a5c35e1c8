import { expect } from 'vitest';
import type { LoginInput } from '../../contract/auth';
import type { LoginResponse } from '../../contract/user';
import { createLoginImplementations } from '../../machines/login/login.actors';
import { loginMachine } from '../../machines/login/login.machine';
import { selectLoginView } from '../../machines/login/login.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import { testUser } from '../unit/support/root';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

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
  {
    error: apiFailure(403, {
      message: 'Your account is suspended until 2026-12-01T10:00:00.000Z.',
      closed: { reason: 'suspended', until: '2026-12-01T10:00:00.000Z', note: 'Rude to others' },
    }),
    fields: null,
    text: null,
  },
  {
    error: apiFailure(403, { message: 'Your account is banned.', closed: { reason: 'banned', until: null, note: '' } }),
    fields: null,
    text: null,
  },
];

describeModel(loginMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'login.submit', values }];
    if (s.matches('submitting')) {
      events.push({ type: 'xstate.done.actor.login', output: answer });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.login', error: f.error });
    }
    return events;
  },
  world: () => {
    const login = fakeCalls<[LoginInput, AbortSignal], LoginResponse>();
    const session = recorder();
    return {
      machine: loginMachine.provide(createLoginImplementations({ login: login.fn })),
      system: { session: session.logic },
      calls: { login },
      login,
      session,
    };
  },
  oracles: {
    'a submit sends the values and shows the form busy': ({ event, world, snapshot }) => {
      if (event.type !== 'login.submit') return;
      expect(world.login.calls.at(-1)?.args[0]).toEqual(values);
      expect(selectLoginView(snapshot)).toMatchObject({ busy: true, formError: null, fieldErrors: null });
    },
    'only a successful login signs the session in, exactly once': ({ taken, world, snapshot }) => {
      const signedIn = taken.some((s) => s.event.type === 'xstate.done.actor.login');
      expect(world.session.events).toEqual(
        signedIn ? [{ type: 'session.loggedIn', token: 'access-1', user: answer.user }] : [],
      );
      if (signedIn) expect(selectLoginView(snapshot).busy).toBe(true);
    },
    'a failure shows its field errors or its text': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.login') return;
      const expected = FAILURES.find((f) => f.error === event.error)!;
      const view = selectLoginView(snapshot);
      expect(view.busy).toBe(false);
      expect(view.fieldErrors).toEqual(expected.fields);
      expect(english(view.formError)).toBe(expected.text);
      // A closed account shows why (and until when), not a form error.
      expect(view.closed).toEqual((expected.error as { closed?: unknown }).closed ?? null);
    },
  },
});
