import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, setup } from 'xstate';
import type { ResetInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { createResetPasswordImplementations } from '../../machines/reset-password/reset-password.actors';
import { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine';
import { selectResetPasswordView } from '../../machines/reset-password/reset-password.selectors';
import type { ResetPasswordEvent } from '../../machines/reset-password/reset-password.types';
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

type M = typeof resetPasswordMachine;
type ModelEvent = ResetPasswordEvent | { type: string; output?: unknown; error?: unknown };

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

const paths = generatePaths(resetPasswordMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'reset.submit', values }];
    if (s.matches('sending')) {
      events.push({ type: 'xstate.done.actor.resetPassword', output: { message: 'Your password has been reset.' } });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.resetPassword', error: f.error });
    }
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const calls: Array<{ body: ResetInput; d: Deferred<MessageResponse> }> = [];
  const toasts: AnyEventObject[] = [];
  let wentHome = 0;
  const reset = resetPasswordMachine.provide(
    createResetPasswordImplementations({
      resetPassword: (body, signal) => {
        calls.push({ body, d: deferred(signal) });
        return calls.at(-1)!.d.promise;
      },
      goHome: () => {
        wentHome++;
      },
    }),
  );
  const recorder = fromCallback(({ receive }) => receive((e) => toasts.push(e)));
  const root = createActor(
    setup({ actors: { reset, recorder } }).createMachine({
      invoke: [
        { src: 'recorder', systemId: 'toasts' },
        { src: 'reset', systemId: 'reset' },
      ],
    }),
  ).start();
  const actor = root.system.get('reset') as ReturnType<typeof createActor<typeof reset>>;
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, after } of path.steps) {
    const e = event as ModelEvent;
    const toastsBefore = toasts.length;
    if (e.type === 'xstate.done.actor.resetPassword') calls.at(-1)!.d.resolve(e.output as MessageResponse);
    else if (e.type === 'xstate.error.actor.resetPassword') calls.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectResetPasswordView(snapshot);
    const shown = toasts.slice(toastsBefore);
    if (e.type === 'reset.submit') expect(calls.at(-1)!.body).toEqual(values);
    if (e.type === 'xstate.done.actor.resetPassword') {
      expect(shown).toEqual([
        {
          type: 'toast.show',
          kind: 'success',
          message: expect.objectContaining({ message: 'Request sent successfully' }),
        },
      ]);
      expect(wentHome).toBe(1);
    } else if (!snapshot.matches('done')) expect(wentHome).toBe(0);
    if (e.type === 'xstate.error.actor.resetPassword') {
      // Spec §8: any failure says 'failed, try again'.
      expect(shown).toEqual([
        {
          type: 'toast.show',
          kind: 'error',
          message: expect.objectContaining({ message: 'Failed, please try again.' }),
        },
      ]);
      expect(view).toMatchObject({ busy: false, fieldErrors: FAILURES.find((f) => f.error === e.error)!.fields });
    }
  }
  root.stop();
}

describe('reset-password machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(resetPasswordMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(resetPasswordMachine)) expect(used, type).toContain(type);
  });
});
