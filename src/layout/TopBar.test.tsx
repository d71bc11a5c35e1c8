import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../tests/unit/support/render';
import { TopBar } from './TopBar';
import { TopBarAccount } from './TopBarAccount';

describe('TopBar', () => {
  it('links the logo home and shows the logo variant asked for', async () => {
    await renderWithRouter(<TopBar logoVariant="light" account={null} />, { path: '/ua/profile', language: 'ua' });
    const home = screen.getByRole('link', { name: 'Головна сторінка PetChat' });
    expect(home.getAttribute('href')).toBe('/ua');
    expect(home.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('light');
    expect(screen.getByRole('link', { name: 'Перейти до вмісту' }).getAttribute('href')).toBe('#main');
  });
});

describe('TopBarAccount', () => {
  it('offers guests log-in and sign-up links in the current language', async () => {
    await renderWithRouter(<TopBarAccount status="guest" userName={null} onLogout={vi.fn()} />, { path: '/ua', language: 'ua' });
    expect(screen.getByRole('link', { name: 'Увійти' }).getAttribute('href')).toBe('/ua/login');
    expect(screen.getByRole('link', { name: 'Зареєструватися' }).getAttribute('href')).toBe('/ua/signup');
  });

  it('gives a signed-in user a menu with log out', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    await renderWithRouter(<TopBarAccount status="verified" userName="Olena" onLogout={onLogout} />);
    const trigger = await screen.findByRole('button', { name: 'Account menu of Olena' });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledOnce());
  });
});
