import { expect } from 'vitest';
import type { VerifyInput } from '../../contract/auth';
import type { UserResponse } from '../../contract/user';
import { apiFailure } from '../../machines/shared/api-failure';
import { createVerifyEmailImplementations } from '../../machines/verify-email/verify-email.actors';
import { verifyEmailMachine } from '../../machines/verify-email/verify-email.machine';
import { selectVerifyEmailView } from '../../machines/verify-email/verify-email.selectors';
import type { VerifyEmailInput } from '../../machines/verify-email/verify-email.types';
import { testUser } from '../unit/support/root';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

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

describeModel(verifyEmailMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'code.submit', code: 'ABC234' }, { type: 'verify.leave' }];
    if (s.matches('verifying')) {
      events.push({ type: 'xstate.done.actor.verifyEmail', output: { user: verifiedUser } satisfies UserResponse });
      for (const f of FAILURES) events.push({ type: 'xstate.error.actor.verifyEmail', error: f.error });
    }
    return events;
  },
  world: () => {
    const verifyEmail = fakeCalls<[VerifyInput, AbortSignal], UserResponse>();
    const session = recorder();
    const next = { count: 0 };
    return {
      machine: verifyEmailMachine.provide(
        createVerifyEmailImplementations({
          verifyEmail: verifyEmail.fn,
          goToNextStep: () => {
            next.count++;
          },
        }),
      ),
      system: { session: session.logic },
      calls: { verifyEmail },
      verifyEmail,
      session,
      next,
    };
  },
  oracles: {
    'a code is sent only with a known email': ({ event, step, path, snapshot, taken, world }) => {
      const sent = taken.filter(
        (s) => s.event.type === 'code.submit' && s.before.matches('idle') && s.after.matches('verifying'),
      );
      expect(world.verifyEmail.calls).toHaveLength(sent.length);
      if (event.type !== 'code.submit' || !step.before.matches('idle')) return;
      const view = selectVerifyEmailView(snapshot);
      if (path.input.email === null) {
        // Spec §5: verify without a known email shows the email-missing error; nothing is sent.
        expect(english(view.formError)).toBe('We do not know which email to verify. Please log in again.');
      } else {
        expect(world.verifyEmail.calls.at(-1)!.args[0]).toEqual({
          email: 'new@example.com',
          verification_code: 'ABC234',
        });
        expect(view).toMatchObject({ busy: true, codeError: null, formError: null, fieldErrors: null });
      }
    },
    // The session hears of a verification, and of "log out" at any time before it.
    'the session hears of the verification and of leaving': ({ taken, world, snapshot }) => {
      const expected = taken.flatMap((s) => {
        if (s.event.type === 'xstate.done.actor.verifyEmail') return [{ type: 'session.verified', user: verifiedUser }];
        if (s.event.type === 'verify.leave' && !s.before.matches('verified')) return [{ type: 'session.logout' }];
        return [];
      });
      expect(world.session.events).toEqual(expected);
      expect(world.next.count).toBe(snapshot.matches('verified') ? 1 : 0);
    },
    'a failure shows its text': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.verifyEmail') return;
      const expected = FAILURES.find((f) => f.error === event.error)!;
      const view = selectVerifyEmailView(snapshot);
      expect(view.busy).toBe(false);
      expect(english(view.codeError)).toBe(expected.code);
      expect(english(view.formError)).toBe(expected.form);
      expect(view.fieldErrors).toEqual(expected.fields);
    },
  },
});
