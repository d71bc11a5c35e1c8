import { msg } from '@lingui/core/macro';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
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
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'olena');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please, use correct email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
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
    expect(await screen.findByText('Введіть електронну пошту')).toBeTruthy();
    expect(screen.getByText('Введіть пароль')).toBeTruthy();
    await user.type(screen.getByLabelText('Пароль'), '12');
    await user.tab();
    expect(await screen.findByText('Пароль має містити щонайменше 6 символів')).toBeTruthy();
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
    expect(await screen.findByText('Неправильна пошта або пароль')).toBeTruthy();
    expect(await screen.findByText('Пароль не може бути довшим за 100 символів')).toBeTruthy();
  });

  it('blocks a second submit while logging in', async () => {
    await renderWithRouter(<LoginView {...props({ busy: true })} />);
    expect((screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
