import { msg } from '@lingui/core/macro';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { LoginView, type LoginViewProps } from './LoginView';

function props(overrides: Partial<LoginViewProps> = {}): LoginViewProps {
  return { busy: false, formError: null, fieldErrors: null, onSubmit: vi.fn(), ...overrides };
}

describe('LoginView', () => {
  it('checks the fields with the contract rules before sending anything (English)', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<LoginView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(alerts()).toContain('Email is required'));
    expect(alerts()).toContain('Password is required');

    await user.type(screen.getByLabelText('Email'), 'olena');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(alerts()).toContain('Please, use correct email address'));
    expect(alerts()).toContain('Password must be at least 6 characters');
    expect(p.onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' olena@example.com ');
    await user.type(screen.getByLabelText('Password'), '456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith({ email: 'olena@example.com', password: '123456' }));
  });

  it('says the same in Ukrainian, and links to sign-up and password reset under /ua', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<LoginView {...props()} />, { path: '/ua/login', language: 'ua' });
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(alerts()).toContain('Введіть електронну пошту'));
    expect(alerts()).toContain('Введіть пароль');
    await user.type(screen.getByLabelText('Пароль'), '12');
    await user.tab();
    await waitFor(() => expect(alerts()).toContain('Пароль має містити щонайменше 6 символів'));
    expect(screen.getByRole('link', { name: 'Зареєструватися' }).getAttribute('href')).toBe('/ua/signup');
    expect(screen.getByRole('link', { name: 'Забули пароль?' }).getAttribute('href')).toBe('/ua/forgot-password');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<LoginView {...props()} />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it("shows the machine's message translated and the server's field errors on their fields", async () => {
    await renderWithRouter(
      <LoginView
        {...props({
          formError: msg`Invalid email or password`,
          fieldErrors: { password: ['Password cannot be more than 100 characters'] },
        })}
      />,
      { path: '/ua/login', language: 'ua' },
    );
    await waitFor(() => expect(alerts()).toContain('Неправильна пошта або пароль'));
    await waitFor(() => expect(alerts()).toContain('Пароль не може бути довшим за 100 символів'));
  });

  it('blocks a second submit while logging in', async () => {
    await renderWithRouter(<LoginView {...props({ busy: true })} />);
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
