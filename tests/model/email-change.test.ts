import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract/profile';
import type { UserView } from '../../contract/user';
import { createEmailChangeImplementations } from '../../machines/email-change/email-change.actors';
import { emailChangeMachine } from '../../machines/email-change/email-change.machine';
import { selectEmailChange } from '../../machines/email-change/email-change.selectors';
import {
  type EmailChangeEvent,
  type EmailChangeInput,
  REPEAT_EMAIL_MS,
} from '../../machines/email-change/email-change.types';
import { type Deferred, deferred, flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

type M = typeof emailChangeMachine;
type ModelEvent = EmailChangeEvent | { type: string; output?: unknown; error?: unknown };

const REPEAT_EVENT = afterEventType(emailChangeMachine, 'emailChange.repeatEmailError');
const CURRENT = 'olena@example.com';
const NEXT = 'new.olena@example.com';
const changed = userFixture({ email: NEXT });
const sameOnServer = failures.invalid({ email: [PROFILE_MESSAGES.emailUnchanged] });
const taken = failures.invalid({ email: [PROFILE_MESSAGES.emailTaken] });
const wrongCode = failures.invalid({ verification_code: [PROFILE_MESSAGES.codeWrong] });

const inputs: EmailChangeInput[] = [{ currentEmail: CURRENT }];

const paths = generatePaths(emailChangeMachine, {
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
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const requests: Array<{ email: string; d: Deferred<void> }> = [];
  const confirms: Array<{ code: string; d: Deferred<UserView> }> = [];
  const updates: UserView[] = [];
  const machine = emailChangeMachine.provide(
    createEmailChangeImplementations({
      requestChange: (email, signal) => {
        const d = deferred<void>(signal);
        requests.push({ email, d });
        return d.promise;
      },
      confirmCode: (code, signal) => {
        const d = deferred<UserView>(signal);
        confirms.push({ code, d });
        return d.promise;
      },
      userUpdated: (user) => updates.push(user),
    }),
  );
  const actor = createActor(machine, { input: path.input, clock }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const counts = { requests: requests.length, confirms: confirms.length, updates: updates.length };
    if (e.type === 'xstate.done.actor.requestChange') requests.at(-1)!.d.resolve();
    else if (e.type === 'xstate.error.actor.requestChange') requests.at(-1)!.d.reject(e.error);
    else if (e.type === 'xstate.done.actor.confirmCode') confirms.at(-1)!.d.resolve(e.output as UserView);
    else if (e.type === 'xstate.error.actor.confirmCode') confirms.at(-1)!.d.reject(e.error);
    else if (e.type === REPEAT_EVENT) {
      // Spec §9: the repeat-email error shows exactly 2 seconds.
      clock.increment(REPEAT_EMAIL_MS - 1);
      expect(actor.getSnapshot().matches('repeatEmailError')).toBe(true);
      clock.increment(1);
    } else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectEmailChange(snapshot);

    // The current address never asks the server for a code; a new one only after the confirmation popup.
    const submittedSame =
      e.type === 'email.submit' && (e as { email: string }).email.trim().toLowerCase() === before.context.currentEmail;
    if (submittedSame && !before.hasTag('confirmOpen') && !before.hasTag('codeOpen'))
      expect(view.repeatEmail).toBe(true);
    if (e.type === 'email.submit' && !submittedSame && snapshot.matches('confirming')) expect(view.newEmail).toBe(NEXT);
    const requested = e.type === 'email.confirm' && before.matches('confirming');
    expect(requests.length - counts.requests).toBe(requested ? 1 : 0);
    if (requested) expect(requests.at(-1)!.email).toBe(before.context.newEmail);
    const confirmed = e.type === 'code.submit' && before.matches('awaitingCode');
    expect(confirms.length - counts.confirms).toBe(confirmed ? 1 : 0);
    if (confirmed) expect(confirms.at(-1)!.code).toBe('AB12CD');

    // Success reloads the user (session) and the new address becomes the current one.
    expect(updates.length - counts.updates).toBe(e.type === 'xstate.done.actor.confirmCode' ? 1 : 0);
    if (e.type === 'xstate.done.actor.confirmCode') expect(view.currentEmail).toBe(NEXT);
    if (e.type === 'xstate.done.actor.requestChange')
      expect(snapshot.context.pendingEmail).toBe(before.context.newEmail);

    // Spec §8: 422 → incorrect data with the server's field message; 429 and others as such.
    const resentTooSoon =
      e.type === 'xstate.error.actor.requestChange' &&
      e.error === failures.rateLimited &&
      before.context.pendingEmail === before.context.newEmail;
    // The same new address within the cooldown: the code mailed before is still valid.
    if (resentTooSoon) expect(view.codeOpen).toBe(true);
    if (e.type === 'xstate.error.actor.requestChange' && e.error !== sameOnServer && !resentTooSoon) {
      const status = (e.error as { status: number | null }).status;
      expect(view.emailProblem).toBe(status === 422 ? 'incorrectData' : status === 429 ? 'rateLimited' : 'generic');
      if (status === 422) expect(view.fieldErrors).toEqual({ email: [PROFILE_MESSAGES.emailTaken] });
    }
    if (e.type === 'xstate.error.actor.requestChange' && e.error === sameOnServer) expect(view.repeatEmail).toBe(true);
    if (e.type === 'xstate.error.actor.confirmCode') {
      expect(view.codeOpen).toBe(true);
      expect(view.codeProblem).toBe(e.error === wrongCode ? 'incorrectData' : 'generic');
      expect(view.fieldErrors).toEqual(
        e.error === wrongCode ? { verification_code: [PROFILE_MESSAGES.codeWrong] } : {},
      );
    }
    // At most one popup at a time.
    expect([view.confirmOpen, view.codeOpen, view.doneOpen].filter(Boolean).length).toBeLessThanOrEqual(1);
  }
  actor.stop();
}

describe('email-change machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(emailChangeMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(emailChangeMachine)) expect(used, type).toContain(type);
  });

  it('has a path back to the code popup when the same address is asked for again too soon', () => {
    const back = paths.find((p) =>
      p.steps.some(
        (s) =>
          (s.event as ModelEvent).type === 'xstate.error.actor.requestChange' &&
          (s.event as { error?: unknown }).error === failures.rateLimited &&
          s.after.matches('awaitingCode'),
      ),
    );
    expect(back).toBeDefined();
  });
});
