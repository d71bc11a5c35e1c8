import { expect } from 'vitest';
import type { ForgotInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { createForgotPasswordImplementations } from '../../machines/forgot-password/forgot-password.actors';
import { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine';
import { selectForgotPasswordView } from '../../machines/forgot-password/forgot-password.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';

const values: ForgotInput = { email: 'olena@example.com' };
const invalid = apiFailure(422, { fields: { email: ['Email is required'] } });
const limited = apiFailure(429, { retryAfterSeconds: 3600 });

describeModel(forgotPasswordMachine, {
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
    return events;
  },
  world: () => {
    const forgotPassword = fakeCalls<[ForgotInput, AbortSignal], MessageResponse>();
    const logged: unknown[] = [];
    const machine = forgotPasswordMachine.provide(
      createForgotPasswordImplementations({
        forgotPassword: forgotPassword.fn,
        logFailure: (error) => logged.push(error),
      }),
    );
    return { machine, calls: { forgotPassword }, forgotPassword, logged };
  },
  oracles: {
    'a submit sends the values and shows the form busy': ({ event, snapshot, world }) => {
      if (event.type !== 'forgot.submit') return;
      expect(world.forgotPassword.calls.at(-1)?.args[0]).toEqual(values);
      expect(selectForgotPasswordView(snapshot)).toMatchObject({ busy: true, sent: false, fieldErrors: null });
    },
    'an answer says the link was sent': ({ event, snapshot }) => {
      if (event.type === 'xstate.done.actor.forgotPassword')
        expect(selectForgotPasswordView(snapshot)).toMatchObject({ busy: false, sent: true });
    },
    // Spec §8.
    "a 422's messages go on the field; any other failure is only logged": ({ event, snapshot, world, added }) => {
      if (event.type !== 'xstate.error.actor.forgotPassword') {
        expect(added(world.logged)).toEqual([]);
        return;
      }
      const view = selectForgotPasswordView(snapshot);
      expect(view.sent).toBe(false);
      if (event.error === invalid) {
        expect(view.fieldErrors).toEqual({ email: ['Email is required'] });
        expect(added(world.logged)).toEqual([]);
      } else {
        expect(view.fieldErrors).toBeNull();
        expect(added(world.logged)).toEqual([limited]);
      }
    },
  },
});
