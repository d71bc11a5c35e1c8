import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { M } from '../../../contract/messages';
import { PROFILE_MESSAGES } from '../../../contract/profile';
import { propsStore } from '../../../tests/unit/support/props-store';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';

function props(over: Partial<ChangePasswordDialogProps> = {}): ChangePasswordDialogProps {
  return {
    open: true,
    saving: false,
    saved: false,
    problem: null,
    fieldErrors: {},
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
}

describe('ChangePasswordDialog', () => {
  it('sends old, new and confirmation when they pass the rules', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<ChangePasswordDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Old password'), 'old secret');
    await user.type(within(dialog).getByLabelText('New password'), 'new secret 2');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new secret 2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({
        old_password: 'old secret',
        password: 'new secret 2',
        password_confirmation: 'new secret 2',
      }),
    );
  });

  it('applies the change-password rules (required, 8 to 40, confirmation equal) in English', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<ChangePasswordDialog {...p} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(alerts()).toContain(M.oldPasswordRequired));
    expect(alerts()).toContain(M.passwordMin8);
    expect(p.onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'x'.repeat(41));
    await user.type(screen.getByLabelText('Old password'), 'old secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(alerts()).toContain(M.passwordMax40));
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(alerts()).toContain(M.passwordsMismatch));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('in Ukrainian: messages, show/hide toggles on every field, and the recover link to /', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ChangePasswordDialog {...props()} />, { path: '/ua', language: 'ua' });
    const dialog = screen.getByRole('dialog', { name: 'Змінити пароль' });
    await user.click(within(dialog).getByRole('button', { name: 'Змінити пароль' }));
    await waitFor(() => expect(alerts(dialog)).toContain('Введіть старий пароль'));
    const toggles = within(dialog).getAllByRole('button', { name: 'Показати пароль' });
    expect(toggles).toHaveLength(3);
    const old = within(dialog).getByLabelText('Старий пароль') as HTMLInputElement;
    expect(old.type).toBe('password');
    await user.click(toggles[0]);
    expect(old.type).toBe('text');
    expect(within(dialog).getByRole('link', { name: 'Забули пароль? Відновіть його' }).getAttribute('href')).toBe(
      '/ua',
    );
  });

  it('shows a wrong old password on its field alone (one message per error), and the other outcomes', async () => {
    const view = propsStore(ChangePasswordDialog, props());
    await renderWithRouter(<view.Component />, { path: '/ua', language: 'ua' });
    const show = (over: Partial<ChangePasswordDialogProps>) =>
      view.set({ problem: null, fieldErrors: {}, saved: false, ...over });
    show({ problem: 'incorrectData', fieldErrors: { old_password: [PROFILE_MESSAGES.oldPasswordWrong] } });
    await waitFor(() => expect(alerts()).toContain('Старий пароль неправильний.'));
    expect(alerts()).not.toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.');
    // A 422 that names no field of the form: spec §8's incorrect-data text.
    show({ problem: 'incorrectData', fieldErrors: { email: ['taken'] } });
    await waitFor(() => expect(alerts()).toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.'));
    show({ problem: 'rateLimited' });
    expect(alerts()).toContain('Забагато спроб. Зачекайте трохи й спробуйте ще раз.');
    show({ saved: true });
    expect(screen.getByRole('status').textContent).toBe('Ваш пароль змінено.');
  });

  it('closes with Cancel, but not while the change is being saved', async () => {
    const user = userEvent.setup();
    const view = propsStore(ChangePasswordDialog, props());
    await renderWithRouter(<view.Component />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(view.props.onClose).toHaveBeenCalledTimes(1);
    view.set({ saving: true });
    await user.keyboard('{Escape}');
    expect(view.props.onClose).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
