import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyEventObject, createActor, fromCallback, setup } from 'xstate';
import type { UserResponse } from '../../../contract/user';
import { createEmailChangeImplementations } from '../../../machines/email-change/email-change.actors';
import { emailChangeMachine } from '../../../machines/email-change/email-change.machine';
import { useEmailChange } from '../../../machines/email-change/use-email-change';
import { createPhotoEditorImplementations } from '../../../machines/photo-editor/photo-editor.actors';
import { photoEditorMachine } from '../../../machines/photo-editor/photo-editor.machine';
import { usePhotoEditor } from '../../../machines/photo-editor/use-photo-editor';
import { useVerifyEmail } from '../../../machines/verify-email/use-verify-email';
import { createVerifyEmailImplementations } from '../../../machines/verify-email/verify-email.actors';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';

const pending = <T>() => new Promise<T>(() => {});

/** Runs `logic` as the app does: in a system next to a `session` that records what it hears. */
function inSystem<TLogic extends AnyActorLogic>(logic: TLogic, input: unknown) {
  const session: AnyEventObject[] = [];
  const host = createActor(
    setup({
      actors: {
        screen: logic as AnyActorLogic,
        session: fromCallback(({ receive }) => receive((e) => session.push(e))),
      },
    }).createMachine({
      invoke: [
        { src: 'session', systemId: 'session' },
        { src: 'screen', systemId: 'screen', input },
      ],
    }),
  ).start();
  return { actor: host.system.get('screen'), session, stop: () => host.stop() };
}

describe('use-x view-model hooks', () => {
  it('useVerifyEmail: the view follows the machine; senders are stable and reach the machine (leave logs out)', () => {
    const logic = verifyEmailMachine.provide(
      createVerifyEmailImplementations({ verifyEmail: () => pending<UserResponse>(), goToNextStep: () => {} }),
    );
    const { actor, session, stop } = inSystem(logic, { email: 'olena@example.com' });
    const { result, rerender } = renderHook(() => useVerifyEmail(actor));
    const first = result.current;
    expect(first.view.busy).toBe(false);
    rerender();
    // Nothing changed: same view model, same senders.
    expect(result.current.view).toBe(first.view);
    expect(result.current.submit).toBe(first.submit);
    act(() => result.current.leave());
    expect(session).toEqual([{ type: 'session.logout' }]);
    act(() => result.current.submit('ABC234'));
    expect(result.current.view.busy).toBe(true);
    expect(result.current.leave).toBe(first.leave);
    stop();
  });

  it('useEmailChange: submit opens the confirmation, cancel closes it', () => {
    const logic = emailChangeMachine.provide(
      createEmailChangeImplementations({ requestChange: () => pending(), confirmCode: () => pending() }),
    );
    const { actor, stop } = inSystem(logic, { currentEmail: 'olena@example.com' });
    const { result } = renderHook(() => useEmailChange(actor));
    act(() => result.current.submit('new@example.com'));
    expect(result.current.view).toMatchObject({ confirmOpen: true, newEmail: 'new@example.com' });
    act(() => result.current.cancel());
    expect(result.current.view.confirmOpen).toBe(false);
    stop();
  });

  it('usePhotoEditor: a picked file that is no image is refused', () => {
    const logic = photoEditorMachine.provide(
      createPhotoEditorImplementations({ decodePhoto: () => pending(), savePhoto: () => pending() }),
    );
    const { actor, stop } = inSystem(logic, { format: 'jpeg' });
    const { result } = renderHook(() => usePhotoEditor(actor));
    act(() => result.current.pick({ type: 'text/plain' }));
    expect(result.current.view).toMatchObject({ open: false, problem: 'notImage' });
    act(() => result.current.pick({ type: 'image/png' }));
    expect(result.current.view.decoding).toBe(true);
    stop();
  });
});
