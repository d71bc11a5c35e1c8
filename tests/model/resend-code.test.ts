import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, SimulatedClock, setup } from 'xstate';
import type { ResendInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { createResendCodeImplementations } from '../../machines/resend-code/resend-code.actors';
import { resendCodeMachine } from '../../machines/resend-code/resend-code.machine';
import { selectResendView } from '../../machines/resend-code/resend-code.selectors';
import {
  RESEND_COOLDOWN_SECONDS,
  type ResendCodeEvent,
  type ResendCodeInput,
  TICK_MS,
} from '../../machines/resend-code/resend-code.types';
import { apiFailure } from '../../machines/shared/api-failure';
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

type M = typeof resendCodeMachine;
type ModelEvent = ResendCodeEvent | { type: string; output?: unknown; error?: unknown };

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

const paths = generatePaths(resendCodeMachine, {
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
    return events as never;
  },
});

function start(input: ResendCodeInput) {
  const clock = new SimulatedClock();
  const calls: Array<{ body: ResendInput; d: Deferred<MessageResponse> }> = [];
  const toasts: AnyEventObject[] = [];
  const resend = resendCodeMachine.provide(
    createResendCodeImplementations({
      resendCode: (body, signal) => {
        calls.push({ body, d: deferred(signal) });
        return calls.at(-1)!.d.promise;
      },
    }),
  );
  const toastsActor = fromCallback(({ receive }) => receive((e) => toasts.push(e)));
  const root = createActor(
    setup({ actors: { resend, toastsActor } }).createMachine({
      invoke: [
        { src: 'toastsActor', systemId: 'toasts' },
        { src: 'resend', systemId: 'resend', input },
      ],
    }),
    { clock },
  ).start();
  const actor = root.system.get('resend') as ReturnType<typeof createActor<typeof resend>>;
  return { clock, calls, toasts, actor, root };
}

async function run(path: ModelPath<M>) {
  const { clock, calls, toasts, actor, root } = start(path.input);
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const callsBefore = calls.length;
    const toastsBefore = toasts.length;
    if (e.type === 'timer.tick') {
      // The ticker counts in whole seconds of the actor system's clock.
      clock.increment(TICK_MS - 1);
      expect(actor.getSnapshot().context.remaining).toBe(before.context.remaining);
      clock.increment(1);
    } else if (e.type === 'xstate.done.actor.resendCode') calls.at(-1)!.d.resolve(e.output as MessageResponse);
    else if (e.type === 'xstate.error.actor.resendCode') calls.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectResendView(snapshot);

    // Resend is disabled until the count reaches zero.
    expect(view.canResend).toBe(snapshot.matches('ready'));
    if (view.canResend) expect(view.secondsLeft).toBe(0);
    if (snapshot.matches('counting')) expect(view.secondsLeft).toBeGreaterThan(0);
    if (e.type === 'timer.tick') expect(view.secondsLeft).toBe(before.context.remaining - 1);
    if (e.type === 'code.resend') {
      if (!before.matches('ready')) expect(calls.length).toBe(callsBefore);
      else if (path.input.email === null) {
        expect(calls.length).toBe(callsBefore);
        expect(english(view.error)).toBe('We do not know which email to verify. Please log in again.');
      } else expect(calls.at(-1)!.body).toEqual({ email: 'new@example.com' });
    }
    if (e.type === 'xstate.done.actor.resendCode') {
      // A successful resend starts the full count again and says so.
      expect(view.secondsLeft).toBe(path.input.seconds);
      expect(toasts.slice(toastsBefore)).toEqual([
        {
          type: 'toast.show',
          kind: 'success',
          message: expect.objectContaining({ message: 'A new code has been sent to your email' }),
        },
      ]);
    } else {
      expect(toasts.slice(toastsBefore)).toEqual([]);
    }
    if (e.type === 'xstate.error.actor.resendCode') {
      const expected = FAILURES.find((f) => f.error === e.error)!;
      expect(english(view.error)).toBe(expected.text);
      if (expected.waits !== null) expect(view.secondsLeft).toBe(expected.waits);
    }
  }
  root.stop();
}

describe('resend-code machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(resendCodeMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(resendCodeMachine)) expect(used, type).toContain(type);
  });

  it('starts at 120 seconds and enables resend exactly 120 seconds later', async () => {
    const { clock, actor, calls, root } = start({ email: 'new@example.com' });
    expect(selectResendView(actor.getSnapshot())).toMatchObject({
      canResend: false,
      secondsLeft: RESEND_COOLDOWN_SECONDS,
    });
    // The simulated clock fires one timer per step, so time passes second by second as it would.
    for (let second = 1; second < RESEND_COOLDOWN_SECONDS; second++) clock.increment(TICK_MS);
    clock.increment(TICK_MS - 1);
    expect(selectResendView(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 1 });
    actor.send({ type: 'code.resend' });
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(selectResendView(actor.getSnapshot())).toMatchObject({ canResend: true, secondsLeft: 0 });
    actor.send({ type: 'code.resend' });
    calls[0].d.resolve({ message: 'sent' });
    await flush();
    expect(selectResendView(actor.getSnapshot())).toMatchObject({ canResend: false, secondsLeft: 120 });
    root.stop();
  });
});
