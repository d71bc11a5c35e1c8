import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, setup } from 'xstate';
import type { ResendInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { createResendCodeImplementations } from '../../machines/resend-code/resend-code.actors';
import { resendCodeMachine } from '../../machines/resend-code/resend-code.machine';
import { selectResendView } from '../../machines/resend-code/resend-code.selectors';
import { RESEND_COOLDOWN_SECONDS, type ResendCodeInput, TICK_MS } from '../../machines/resend-code/resend-code.types';
import { apiFailure } from '../../machines/shared/api-failure';
import { flush } from './support/deferred';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

const FAILURES = [
  { error: apiFailure(404, { message: 'User not found.' }), text: 'User not found', waits: null },
  {
    error: apiFailure(422, { fields: { email: ['Please, use correct email address'] } }),
    text: 'Invalid email',
    waits: null,
  },
  { error: apiFailure(429, { retryAfterSeconds: 2 }), text: null, waits: 2 },
  { error: apiFailure(500), text: 'Failed to resend the code. Please try again.', waits: null },
];

// A 3-second cooldown walks every state and transition as well as 120 seconds would.
const inputs: ResendCodeInput[] = [
  { email: 'new@example.com', seconds: 3 },
  { email: null, seconds: 2 },
];

function createWorld() {
  const resendCode = fakeCalls<[ResendInput, AbortSignal], MessageResponse>();
  const toasts = recorder();
  const clock = new SimulatedClock();
  return {
    machine: resendCodeMachine.provide(createResendCodeImplementations({ resendCode: resendCode.fn })),
    system: { toasts: toasts.logic },
    systemId: 'resend',
    clock,
    calls: { resendCode },
    resendCode,
    toasts,
  };
}

describeModel(resendCodeMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'code.resend' }];
    if (s.matches('counting')) events.push({ type: 'timer.tick' });
    if (s.matches('sending')) {
      events.push({
        type: 'xstate.done.actor.resendCode',
        output: { message: 'A new verification code has been sent.' },
      });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.resendCode', error: f.error });
    }
    return events;
  },
  world: () => {
    const world = createWorld();
    return {
      ...world,
      // The ticker counts in whole seconds of the actor system's clock.
      produce: (event, step, actor) => {
        if (event.type !== 'timer.tick') return false;
        world.clock.increment(TICK_MS - 1);
        expect(actor.getSnapshot().context.remaining).toBe(step.before.context.remaining);
        world.clock.increment(1);
        return true;
      },
    };
  },
  oracles: {
    'resend is disabled until the count reaches zero': ({ event, step: { before }, snapshot }) => {
      const view = selectResendView(snapshot);
      expect(view.canResend).toBe(snapshot.matches('ready'));
      if (view.canResend) expect(view.secondsLeft).toBe(0);
      if (snapshot.matches('counting')) expect(view.secondsLeft).toBeGreaterThan(0);
      if (event.type === 'timer.tick') expect(view.secondsLeft).toBe(before.context.remaining - 1);
    },
    'a resend asks the server only when ready and the address is known': ({
      event,
      step: { before },
      snapshot,
      path,
      world,
      added,
    }) => {
      const calls = added(world.resendCode.calls).map((c) => c.args[0]);
      if (event.type !== 'code.resend') return expect(calls).toEqual([]);
      if (!before.matches('ready')) expect(calls).toEqual([]);
      else if (path.input.email === null) {
        expect(calls).toEqual([]);
        expect(english(selectResendView(snapshot).error)).toBe(
          'We do not know which email to verify. Please log in again.',
        );
      } else expect(calls).toEqual([{ email: 'new@example.com' }]);
    },
    'a successful resend starts the full count again and says so': ({ event, snapshot, path, world, added }) => {
      if (event.type === 'xstate.done.actor.resendCode') {
        expect(selectResendView(snapshot).secondsLeft).toBe(path.input.seconds);
        expect(added(world.toasts.events)).toEqual([
          {
            type: 'toast.show',
            kind: 'success',
            message: expect.objectContaining({ message: 'A new code has been sent to your email' }),
          },
        ]);
      } else expect(added(world.toasts.events)).toEqual([]);
    },
    'a failure says why, and a 429 waits as long as the server says': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.resendCode') return;
      const view = selectResendView(snapshot);
      const expected = FAILURES.find((f) => f.error === event.error)!;
      expect(english(view.error)).toBe(expected.text);
      if (expected.waits !== null) expect(view.secondsLeft).toBe(expected.waits);
    },
  },
});

describe('resend-code machine', () => {
  it('starts at 120 seconds and enables resend exactly 120 seconds later', async () => {
    const { clock, machine, system, resendCode } = createWorld();
    const root = createActor(
      setup({ actors: { ...system, resend: machine } }).createMachine({
        invoke: [
          { src: 'toasts', systemId: 'toasts' },
          { src: 'resend', systemId: 'resend', input: { email: 'new@example.com' } },
        ],
      }),
      { clock },
    ).start();
    const actor = root.system.get('resend');
    expect(selectResendView(actor.getSnapshot())).toMatchObject({
      canResend: false,
      secondsLeft: RESEND_COOLDOWN_SECONDS,
    });
    // The simulated clock fires one timer per step, so time passes second by second as it would.
    for (let second = 1; second < RESEND_COOLDOWN_SECONDS; second++) clock.increment(TICK_MS);
    clock.increment(TICK_MS - 1);
    expect(selectResendView(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 1 });
    actor.send({ type: 'code.resend' });
    expect(resendCode.calls).toHaveLength(0);
    clock.increment(1);
    expect(selectResendView(actor.getSnapshot())).toMatchObject({ canResend: true, secondsLeft: 0 });
    actor.send({ type: 'code.resend' });
    resendCode.pending().resolve({ message: 'sent' });
    await flush();
    expect(selectResendView(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 120 });
    root.stop();
  });
});
