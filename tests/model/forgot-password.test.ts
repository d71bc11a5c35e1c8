import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ForgotInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { createForgotPasswordImplementations } from '../../machines/forgot-password/forgot-password.actors';
import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import { selectForgotPasswordView } from '../../machines/forgot-password/forgot-password.selectors';
import type { ForgotPasswordEvent } from '../../machines/forgot-password/forgot-password.types';
import { apiFailure } from '../../machines/shared/api-failure';
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

type M = typeof forgotPasswordMachine;
type ModelEvent = ForgotPasswordEvent | { type: string; output?: unknown; error?: unknown };

const values: ForgotInput = { email: 'olena@example.com' };
const invalid = apiFailure(422, { fields: { email: ['Email is required'] } });
const limited = apiFailure(429, { retryAfterSeconds: 3600 });

const paths = generatePaths(forgotPasswordMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'forgot.submit', values }];
    if (s.matches('sending')) {
      events.push(
        {
          type: 'xstate.done.actor.forgotPassword',
          output: { message: 'If an account exists for this email, a password reset link has been sent to it.' },
        },
        { type: 'xstate.error.actor.forgotPassword', error: invalid },
        { type: 'xstate.error.actor.forgotPassword', error: limited },
      );
    }
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const calls: Array<{ body: ForgotInput; d: Deferred<MessageResponse> }> = [];
  const logged: unknown[] = [];
  const actor = createActor(
    forgotPasswordMachine.provide(
      createForgotPasswordImplementations({
        forgotPassword: (body, signal) => {
          calls.push({ body, d: deferred(signal) });
          return calls.at(-1)!.d.promise;
        },
        logFailure: (error) => logged.push(error),
      }),
    ),
  ).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, after } of path.steps) {
    const e = event as ModelEvent;
    const loggedBefore = logged.length;
    if (e.type === 'xstate.done.actor.forgotPassword') calls.at(-1)!.d.resolve(e.output as MessageResponse);
    else if (e.type === 'xstate.error.actor.forgotPassword') calls.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectForgotPasswordView(snapshot);
    if (e.type === 'forgot.submit') {
      expect(calls.at(-1)!.body).toEqual(values);
      expect(view).toMatchObject({ busy: true, sent: false, fieldErrors: null });
    }
    if (e.type === 'xstate.done.actor.forgotPassword') expect(view).toMatchObject({ busy: false, sent: true });
    if (e.type === 'xstate.error.actor.forgotPassword') {
      expect(view.sent).toBe(false);
      // A 422's messages go on the field; any other failure is only logged (spec §8).
      if (e.error === invalid) {
        expect(view.fieldErrors).toEqual({ email: ['Email is required'] });
        expect(logged.length).toBe(loggedBefore);
      } else {
        expect(view.fieldErrors).toBeNull();
        expect(logged.slice(loggedBefore)).toEqual([limited]);
      }
    }
  }
  actor.stop();
}

describe('forgot-password machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(forgotPasswordMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(forgotPasswordMachine)) expect(used, type).toContain(type);
  });
});
