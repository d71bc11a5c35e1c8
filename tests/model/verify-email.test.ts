import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, setup } from 'xstate';
import type { VerifyInput } from '../../contract/auth';
import type { UserResponse } from '../../contract/user';
import { apiFailure } from '../../machines/shared/api-failure';
import { createVerifyEmailImplementations } from '../../machines/verify-email/verify-email.actors';
import { verifyEmailMachine } from '../../machines/verify-email/verify-email.machine';
import { selectVerifyEmailView } from '../../machines/verify-email/verify-email.selectors';
import type { VerifyEmailEvent, VerifyEmailInput } from '../../machines/verify-email/verify-email.types';
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

type M = typeof verifyEmailMachine;
type ModelEvent = VerifyEmailEvent | { type: string; output?: unknown; error?: unknown };

const verifiedUser = testUser({ email: 'new@example.com', email_verified: true });

const FAILURES = [
  {
    error: apiFailure(401, {
      message: 'The verification code is incorrect or has expired.',
      fields: { verification_code: ['The verification code is incorrect or has expired.'] },
    }),
    code: 'The code is incorrect or has expired',
    form: null,
    fields: null,
  },
  {
    error: apiFailure(429, { retryAfterSeconds: 90 }),
    code: null,
    form: 'Too many wrong codes. Please request a new code.',
    fields: null,
  },
  {
    error: apiFailure(422, { fields: { verification_code: ['Please enter a minimum of 6 characters'] } }),
    code: null,
    form: null,
    fields: { verification_code: ['Please enter a minimum of 6 characters'] },
  },
  {
    error: apiFailure(422, { message: 'Your email address is already verified.' }),
    code: null,
    form: 'Something went wrong. Please try again.',
    fields: null,
  },
  { error: apiFailure(null), code: null, form: 'Something went wrong. Please try again.', fields: null },
];

const inputs: VerifyEmailInput[] = [{ email: 'new@example.com' }, { email: null }];

const paths = generatePaths(verifyEmailMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'code.submit', code: 'ABC234' }, { type: 'verify.leave' }];
    if (s.matches('verifying')) {
      events.push({ type: 'xstate.done.actor.verifyEmail', output: { user: verifiedUser } satisfies UserResponse });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.verifyEmail', error: f.error });
    }
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const calls: Array<{ body: VerifyInput; d: Deferred<UserResponse> }> = [];
  const sessionEvents: AnyEventObject[] = [];
  const expectedSessionEvents: AnyEventObject[] = [];
  let wentOn = 0;
  const verify = verifyEmailMachine.provide(
    createVerifyEmailImplementations({
      verifyEmail: (body, signal) => {
        calls.push({ body, d: deferred(signal) });
        return calls.at(-1)!.d.promise;
      },
      goToNextStep: () => {
        wentOn++;
      },
    }),
  );
  const session = fromCallback(({ receive }) => receive((e) => sessionEvents.push(e)));
  const root = createActor(
    setup({ actors: { verify, session } }).createMachine({
      invoke: [
        { src: 'session', systemId: 'session' },
        { src: 'verify', systemId: 'verify', input: path.input },
      ],
    }),
  ).start();
  const actor = root.system.get('verify') as ReturnType<typeof createActor<typeof verify>>;
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const callsBefore = calls.length;
    if (e.type === 'xstate.done.actor.verifyEmail') calls.at(-1)!.d.resolve(e.output as UserResponse);
    else if (e.type === 'xstate.error.actor.verifyEmail') calls.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectVerifyEmailView(snapshot);

    if (e.type === 'code.submit' && before.matches('idle')) {
      if (path.input.email === null) {
        // Spec §5: verify without a known email shows the email-missing error; nothing is sent.
        expect(calls.length).toBe(callsBefore);
        expect(english(view.formError)).toBe('We do not know which email to verify. Please log in again.');
      } else {
        expect(calls.at(-1)!.body).toEqual({ email: 'new@example.com', verification_code: 'ABC234' });
        expect(view).toMatchObject({ busy: true, codeError: null, formError: null, fieldErrors: null });
      }
    }
    // The session hears of a verification, and of "log out" at any time before it.
    if (e.type === 'xstate.done.actor.verifyEmail')
      expectedSessionEvents.push({ type: 'session.verified', user: verifiedUser });
    if (e.type === 'verify.leave' && !before.matches('verified'))
      expectedSessionEvents.push({ type: 'session.logout' });
    expect(sessionEvents).toEqual(expectedSessionEvents);
    expect(wentOn).toBe(snapshot.matches('verified') ? 1 : 0);
    if (e.type === 'xstate.error.actor.verifyEmail') {
      const expected = FAILURES.find((f) => f.error === e.error)!;
      expect(view.busy).toBe(false);
      expect(english(view.codeError)).toBe(expected.code);
      expect(english(view.formError)).toBe(expected.form);
      expect(view.fieldErrors).toEqual(expected.fields);
    }
  }
  root.stop();
}

describe('verify-email machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(verifyEmailMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(verifyEmailMachine)) expect(used, type).toContain(type);
  });
});
