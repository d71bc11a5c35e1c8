import { screen, waitFor, within } from '@testing-library/react';
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
    await renderWithRouter(<TopBarAccount status="guest" user={null} onLogout={vi.fn()} />, {
      path: '/ua',
      language: 'ua',
    });
    expect(screen.getByRole('link', { name: 'Увійти' }).getAttribute('href')).toBe('/ua/login');
    expect(screen.getByRole('link', { name: 'Зареєструватися' }).getAttribute('href')).toBe('/ua/signup');
  });

  it('gives a signed-in user the subscribe button and a menu with Profile, Friends, Videos and a confirmed log out', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    const { router } = await renderWithRouter(
      <TopBarAccount status="verified" user={{ name: 'Olena Petrenko', image: null }} onLogout={onLogout} />,
    );
    expect((await screen.findByRole('link', { name: 'Subscribe' })).getAttribute('href')).toBe('/subscription');
    const trigger = await screen.findByRole('button', { name: 'Account menu of Olena Petrenko' });
    expect(trigger.textContent).toContain('OP');
    await user.click(trigger);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Friends',
      'Videos',
      'Log out',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    // Cancel keeps the session.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onLogout).not.toHaveBeenCalled();

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(onLogout).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Friends' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/friends'));
  });

  it('shows the photo when the user has one', async () => {
    await renderWithRouter(
      <TopBarAccount status="verified" user={{ name: 'Olena', image: '/media/photos/1-abc.jpg' }} onLogout={vi.fn()} />,
      { path: '/ua', language: 'ua' },
    );
    const trigger = await screen.findByRole('button', { name: 'Меню облікового запису Olena' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('/media/photos/1-abc.jpg');
    expect(screen.getByRole('link', { name: 'Оформити підписку' }).getAttribute('href')).toBe('/ua/subscription');
  });

  it('offers "Install PetChat" only when the browser offered installing', async () => {
    const onInstall = vi.fn();
    const user = userEvent.setup();
    const props = { status: 'verified' as const, user: { name: 'Olena', image: null }, onLogout: vi.fn(), onInstall };
    const { unmount } = await renderWithRouter(
      <TopBarAccount {...props} install={{ entry: null, iosHelpOpen: false }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Account menu of Olena' }));
    expect(screen.queryByRole('menuitem', { name: 'Install PetChat' })).toBeNull();
    unmount();

    await renderWithRouter(<TopBarAccount {...props} install={{ entry: 'install', iosHelpOpen: false }} />);
    await user.click(await screen.findByRole('button', { name: 'Account menu of Olena' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Install PetChat' }));
    expect(onInstall).toHaveBeenCalledOnce();
  });

  it('explains "Add to Home Screen" on iOS, and closes the explanation', async () => {
    const onCloseInstallHelp = vi.fn();
    await renderWithRouter(
      <TopBarAccount
        status="verified"
        user={{ name: 'Olena', image: null }}
        onLogout={vi.fn()}
        install={{ entry: 'iosHint', iosHelpOpen: true }}
        onCloseInstallHelp={onCloseInstallHelp}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Install PetChat' });
    expect(dialog.textContent).toContain('Add to Home Screen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(onCloseInstallHelp).toHaveBeenCalledOnce();
  });
});
