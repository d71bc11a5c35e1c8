import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { ResetPasswordView, type ResetPasswordViewProps } from './ResetPasswordView';

function props(overrides: Partial<ResetPasswordViewProps> = {}): ResetPasswordViewProps {
  return { token: 'reset-token', busy: false, fieldErrors: null, onSubmit: vi.fn(), ...overrides };
}

describe('ResetPasswordView', () => {
  it('applies the reset rules of spec §5 (English) and sends the token along', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<ResetPasswordView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(alerts()).toContain('Password is required'));
    expect(alerts()).toContain('Please confirm your password');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm the new password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(alerts()).toContain('Password must be at least 6 characters long'));
    expect(alerts()).toContain('The passwords do not match');
    expect(p.onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('New password'), '6');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({
        password: '123456',
        password_confirmation: '123456',
        token: 'reset-token',
      }),
    );
  });

  it('says it in Ukrainian', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ResetPasswordView {...props()} />, { path: '/ua/password-reset', language: 'ua' });
    await user.click(screen.getByRole('button', { name: 'Зберегти новий пароль' }));
    await waitFor(() => expect(alerts()).toContain('Введіть пароль'));
    expect(alerts()).toContain('Підтвердіть пароль');
    await user.type(screen.getByLabelText('Новий пароль'), 'abc');
    await user.type(screen.getByLabelText('Підтвердіть новий пароль'), 'abd');
    await waitFor(() => expect(alerts()).toContain('Пароль має бути завдовжки щонайменше 6 символів'));
    await waitFor(() => expect(alerts()).toContain('Паролі не збігаються'));
  });

  it('explains a link without a token, and refuses to send', async () => {
    const user = userEvent.setup();
    const p = props({ token: null });
    await renderWithRouter(<ResetPasswordView {...p} />);
    expect(alerts().join(' ')).toMatch(/This link has no reset code/);
    await user.type(screen.getByLabelText('New password'), '123456');
    await user.type(screen.getByLabelText('Confirm the new password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(alerts()).toContain('The reset link is invalid'));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });
});
