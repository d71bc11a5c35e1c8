import { expect } from 'vitest';
import type { ResetInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { createResetPasswordImplementations } from '../../machines/reset-password/reset-password.actors';
import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine';
import { selectResetPasswordView } from '../../machines/reset-password/reset-password.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';

const values: ResetInput = { password: 'new-pass-1', password_confirmation: 'new-pass-1', token: 'reset-token' };
const FAILURES = [
  {
    error: apiFailure(422, {
      message: 'This password reset link is invalid or has expired.',
      fields: { token: ['This password reset link is invalid or has expired.'] },
    }),
    fields: null,
  },
  {
    error: apiFailure(422, { fields: { password: ['Password must be at least 6 characters long'] } }),
    fields: { password: ['Password must be at least 6 characters long'] },
  },
  { error: apiFailure(null), fields: null },
];

describeModel(resetPasswordMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'reset.submit', values }];
    if (s.matches('sending')) {
      events.push({ type: 'xstate.done.actor.resetPassword', output: { message: 'Your password has been reset.' } });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.resetPassword', error: f.error });
    }
    return events;
  },
  world: () => {
    const resetPassword = fakeCalls<[ResetInput, AbortSignal], MessageResponse>();
    const toasts = recorder();
    const wentHome: true[] = [];
    const machine = resetPasswordMachine.provide(
      createResetPasswordImplementations({ resetPassword: resetPassword.fn, goHome: () => wentHome.push(true) }),
    );
    return { machine, system: { toasts: toasts.logic }, calls: { resetPassword }, resetPassword, toasts, wentHome };
  },
  oracles: {
    'a submit sends the values': ({ event, world }) => {
      if (event.type === 'reset.submit') expect(world.resetPassword.calls.at(-1)?.args[0]).toEqual(values);
    },
    'a reset says so and goes home, once': ({ event, snapshot, world, added }) => {
      if (event.type === 'xstate.done.actor.resetPassword') {
        expect(added(world.toasts.events)).toEqual([
          {
            type: 'toast.show',
            kind: 'success',
            message: expect.objectContaining({ message: 'Request sent successfully' }),
          },
        ]);
        expect(world.wentHome).toHaveLength(1);
      } else if (!snapshot.matches('done')) expect(world.wentHome).toHaveLength(0);
    },
    // Spec §8.
    "any failure says 'failed, try again', with the field errors of a 422": ({ event, snapshot, world, added }) => {
      if (event.type !== 'xstate.error.actor.resetPassword') return;
      expect(added(world.toasts.events)).toEqual([
        {
          type: 'toast.show',
          kind: 'error',
          message: expect.objectContaining({ message: 'Failed, please try again.' }),
        },
      ]);
      expect(selectResetPasswordView(snapshot)).toMatchObject({
        busy: false,
        fieldErrors: FAILURES.find((f) => f.error === event.error)!.fields,
      });
    },
  },
});
