import { expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { UserView } from '../../contract/user';
import { createEmailChangeImplementations } from '../../machines/email-change/email-change.actors';
import { emailChangeMachine } from '../../machines/email-change/email-change.machine';
import { selectEmailChange } from '../../machines/email-change/email-change.selectors';
import { type EmailChangeInput, REPEAT_EMAIL_MS } from '../../machines/email-change/email-change.types';
import { describeModel, fakeCalls, type ModelEvent, recorder, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

const REPEAT_EVENT = afterEventType(emailChangeMachine, 'emailChange.repeatEmailError');
const CURRENT = 'olena@example.com';
const NEXT = 'new.olena@example.com';
const changed = userFixture({ email: NEXT });
const sameOnServer = failures.invalid({ email: [PROFILE_MESSAGES.emailUnchanged] }, 'email_unchanged');
const taken = failures.invalid({ email: [PROFILE_MESSAGES.emailTaken] });
const wrongCode = failures.invalid({ verification_code: [PROFILE_MESSAGES.codeWrong] });

const inputs: EmailChangeInput[] = [{ currentEmail: CURRENT }];

const isRequest = (s: Step<typeof emailChangeMachine>) =>
  s.event.type === 'email.confirm' && s.before.matches('confirming');
const isConfirm = (s: Step<typeof emailChangeMachine>) =>
  s.event.type === 'code.submit' && s.before.matches('awaitingCode');

const paths = describeModel(emailChangeMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'email.submit', email: NEXT },
      // The current address, typed in other case and with spaces: still the same address.
      { type: 'email.submit', email: ` ${s.context.currentEmail.toUpperCase()} ` },
      { type: 'email.confirm' },
      { type: 'email.cancel' },
      { type: 'code.submit', code: 'AB12CD' },
      { type: 'email.dismiss' },
    ];
    if (s.matches('requesting')) {
      events.push(
        { type: 'xstate.done.actor.requestChange' },
        { type: 'xstate.error.actor.requestChange', error: sameOnServer },
        { type: 'xstate.error.actor.requestChange', error: taken },
        { type: 'xstate.error.actor.requestChange', error: failures.rateLimited },
        { type: 'xstate.error.actor.requestChange', error: failures.offline },
      );
    }
    if (s.matches('confirmingCode')) {
      events.push(
        { type: 'xstate.done.actor.confirmCode', output: changed },
        { type: 'xstate.error.actor.confirmCode', error: wrongCode },
        { type: 'xstate.error.actor.confirmCode', error: failures.server },
      );
    }
    if (s.matches('repeatEmailError')) events.push({ type: REPEAT_EVENT });
    return events;
  },

  // Spec §9: the repeat-email error shows exactly 2 seconds.
  delay: () => REPEAT_EMAIL_MS,
  world: () => {
    const requestChange = fakeCalls<[string, AbortSignal], void>();
    const confirmCode = fakeCalls<[string, AbortSignal], UserView>();
    const session = recorder();
    return {
      machine: emailChangeMachine.provide(
        createEmailChangeImplementations({ requestChange: requestChange.fn, confirmCode: confirmCode.fn }),
      ),
      system: { session: session.logic },
      clock: new SimulatedClock(),
      calls: { requestChange, confirmCode },
      requestChange,
      confirmCode,
      session,
    };
  },
  oracles: {
    'the current address never asks for a code; a new one only after the confirmation popup': ({
      event,
      step,
      snapshot,
      taken,
      world,
    }) => {
      const { before } = step;
      const view = selectEmailChange(snapshot);
      const submittedSame =
        event.type === 'email.submit' &&
        (event as unknown as { email: string }).email.trim().toLowerCase() === before.context.currentEmail;
      if (submittedSame && !before.hasTag('confirmOpen') && !before.hasTag('codeOpen'))
        expect(view.repeatEmail).toBe(true);
      if (event.type === 'email.submit' && !submittedSame && snapshot.matches('confirming'))
        expect(view.newEmail).toBe(NEXT);
      expect(world.requestChange.calls).toHaveLength(taken.filter(isRequest).length);
      if (isRequest(step)) expect(world.requestChange.calls.at(-1)!.args[0]).toBe(before.context.newEmail);
      expect(world.confirmCode.calls).toHaveLength(taken.filter(isConfirm).length);
      if (isConfirm(step)) expect(world.confirmCode.calls.at(-1)!.args[0]).toBe('AB12CD');
    },
    'success reloads the user (session) and the new address becomes the current one': ({
      event,
      step,
      snapshot,
      taken,
      world,
    }) => {
      const done = taken.filter((s) => s.event.type === 'xstate.done.actor.confirmCode');
      expect(world.session.events).toEqual(done.map(() => ({ type: 'session.userUpdated', user: changed })));
      if (event.type === 'xstate.done.actor.confirmCode') expect(selectEmailChange(snapshot).currentEmail).toBe(NEXT);
      if (event.type === 'xstate.done.actor.requestChange')
        expect(snapshot.context.pendingEmail).toBe(step.before.context.newEmail);
    },
    // Spec §8: 422 → incorrect data with the server's field message; 429 and others as such.
    'failures read as the spec says': ({ event, step, snapshot }) => {
      const { before } = step;
      const view = selectEmailChange(snapshot);
      const resentTooSoon =
        event.type === 'xstate.error.actor.requestChange' &&
        event.error === failures.rateLimited &&
        before.context.pendingEmail === before.context.newEmail;
      // The same new address within the cooldown: the code mailed before is still valid.
      if (resentTooSoon) expect(view.codeOpen).toBe(true);
      if (event.type === 'xstate.error.actor.requestChange' && event.error !== sameOnServer && !resentTooSoon) {
        const status = (event.error as { status: number | null }).status;
        expect(view.emailProblem).toBe(status === 422 ? 'incorrectData' : status === 429 ? 'rateLimited' : 'generic');
        if (status === 422) expect(view.fieldErrors).toEqual({ email: [PROFILE_MESSAGES.emailTaken] });
      }
      if (event.type === 'xstate.error.actor.requestChange' && event.error === sameOnServer)
        expect(view.repeatEmail).toBe(true);
      if (event.type === 'xstate.error.actor.confirmCode') {
        expect(view.codeOpen).toBe(true);
        expect(view.codeProblem).toBe(event.error === wrongCode ? 'incorrectData' : 'generic');
        expect(view.fieldErrors).toEqual(
          event.error === wrongCode ? { verification_code: [PROFILE_MESSAGES.codeWrong] } : {},
        );
      }
    },
    'at most one popup at a time': ({ snapshot }) => {
      const view = selectEmailChange(snapshot);
      expect([view.confirmOpen, view.codeOpen, view.doneOpen].filter(Boolean).length).toBeLessThanOrEqual(1);
    },
  },
});

it('has a path back to the code popup when the same address is asked for again too soon', () => {
  const back = paths.some((p) =>
    p.steps.some(
      (s) =>
        s.event.type === 'xstate.error.actor.requestChange' &&
        s.event.error === failures.rateLimited &&
        s.after.matches('awaitingCode'),
    ),
  );
  expect(back).toBe(true);
});
