import { msg } from '@lingui/core/macro';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { VerifyEmailView, type VerifyEmailViewProps } from './VerifyEmailView';

function props(overrides: Partial<VerifyEmailViewProps> = {}): VerifyEmailViewProps {
  return {
    email: 'new@example.com',
    busy: false,
    codeError: null,
    formError: null,
    fieldErrors: null,
    resend: { canResend: false, sending: false, secondsLeft: 120, error: null },
    onSubmit: vi.fn(),
    onResend: vi.fn(),
    onLeave: vi.fn(),
    ...overrides,
  };
}

describe('VerifyEmailView', () => {
  it('checks the code: required and exactly six characters (English), and sends it in capitals', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<VerifyEmailView {...p} />);
    expect(screen.getByTestId('verify-email').querySelector('strong')?.textContent).toBe('new@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(alerts()).toContain('Code is required'));
    await user.type(screen.getByLabelText('Verification code'), 'abc');
    await waitFor(() => expect(alerts()).toContain('Please enter a minimum of 6 characters'));
    await user.type(screen.getByLabelText('Verification code'), 'defg');
    await waitFor(() => expect(alerts()).toContain('Please enter a maximum of 6 characters'));
    expect(p.onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Verification code'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith('ABCDEF'));
  });

  it('says it in Ukrainian', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<VerifyEmailView {...props()} />, { path: '/ua/verify', language: 'ua' });
    await user.click(screen.getByRole('button', { name: 'Підтвердити' }));
    await waitFor(() => expect(alerts()).toContain('Введіть код'));
    await user.type(screen.getByLabelText('Код підтвердження'), '12345');
    await waitFor(() => expect(alerts()).toContain('Введіть щонайменше 6 символів'));
    await user.type(screen.getByLabelText('Код підтвердження'), '67');
    await waitFor(() => expect(alerts()).toContain('Введіть не більше 6 символів'));
  });

  it('keeps resend disabled while the countdown runs, then lets it through', async () => {
    const user = userEvent.setup();
    const p = props({ resend: { canResend: false, sending: false, secondsLeft: 65, error: null } });
    const first = await renderWithRouter(<VerifyEmailView {...p} />);
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('in 1:05');
    first.unmount();

    const ready = props({ resend: { canResend: true, sending: false, secondsLeft: 0, error: msg`User not found` } });
    await renderWithRouter(<VerifyEmailView {...ready} />, { path: '/ua/verify', language: 'ua' });
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Надіслати код ще раз' }));
    expect(ready.onResend).toHaveBeenCalledOnce();
    expect(alerts()).toContain('Користувача не знайдено');
  });

  it("shows the machine's code and form messages", async () => {
    await renderWithRouter(
      <VerifyEmailView
        {...props({
          codeError: msg`The code is incorrect or has expired`,
          formError: msg`Too many wrong codes. Please request a new code.`,
        })}
      />,
    );
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toContain('The code is incorrect or has expired');
    expect(alerts()).toContain('Too many wrong codes. Please request a new code.');
  });

  it('logs out on the way to /login or back to /signup', async () => {
    const user = userEvent.setup();
    const p = props();
    const { router } = await renderWithRouter(<VerifyEmailView {...p} />, { path: '/verify' });
    expect(screen.getByRole('link', { name: 'Back to sign-up' }).getAttribute('href')).toBe('/signup');
    await user.click(screen.getByRole('link', { name: 'Log in with another account' }));
    expect(p.onLeave).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
