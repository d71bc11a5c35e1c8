import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './ForgotPasswordView';

function props(overrides: Partial<ForgotPasswordViewProps> = {}): ForgotPasswordViewProps {
  return { busy: false, sent: false, fieldErrors: null, onSubmit: vi.fn(), ...overrides };
}

describe('ForgotPasswordView', () => {
  it('has no client rule (spec §5): the server judges the address', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<ForgotPasswordView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith({ email: '' }));
    await user.type(screen.getByLabelText('Email'), ' olena@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenLastCalledWith({ email: 'olena@example.com' }));
  });

  it("shows the server's field message and the success message, in Ukrainian", async () => {
    await renderWithRouter(
      <ForgotPasswordView {...props({ sent: true, fieldErrors: { email: ['Email is required'] } })} />,
      { path: '/ua/forgot-password', language: 'ua' },
    );
    await waitFor(() => expect(alerts()).toContain('Введіть електронну пошту'));
    expect(screen.getByRole('status').textContent).toBe('Посилання для скидання пароля надіслано на вашу пошту!');
    expect(screen.getByRole('link', { name: 'Повернутися до входу' }).getAttribute('href')).toBe('/ua/login');
  });
});
