import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestRoot, type TestRoot, testUser } from '../../tests/unit/support/root';
import { headings, statuses } from '../testing/announced';
import { App } from './App';
import { connectRouter, createAppRouter } from './router';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
});

function renderApp(root: TestRoot, path: string) {
  const router = createAppRouter(root.actor, createMemoryHistory({ initialEntries: [path] }));
  const disconnect = connectRouter(router, root.actor);
  stop = () => {
    disconnect();
    root.actor.stop();
  };
  render(<App root={root.actor} router={router} />);
  return router;
}

describe('the app shell', () => {
  it('shows a loader while the session loads, then the home page of a verified user', async () => {
    // The chat screen opens the camera for the preview: the browser is still asking. It is a
    // browser that can call (jsdom has no WebRTC, which the chat would report as unsupported).
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: () => new Promise(() => {}) },
      configurable: true,
    });
    vi.stubGlobal('RTCPeerConnection', class {});
    const root = startTestRoot({ token: 'stored' });
    const router = renderApp(root, '/');
    await waitFor(() => expect(statuses()).toContain('Loading…'));
    act(() => root.answerMe({ user: testUser({ name: 'Olena' }) }));
    await waitFor(() => expect(headings()).toContain('h1 Start a chat'));
    // The greeting stands right above the heading.
    expect(screen.getByRole('heading', { name: 'Start a chat' }).previousElementSibling?.textContent).toBe(
      'Hi, Olena!',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the verification screen inside the layout to an unverified user', async () => {
    const root = startTestRoot({ token: 'stored', language: 'ua' });
    renderApp(root, '/ua');
    act(() => root.answerMe({ user: testUser({ email_verified: false, email: 'new@example.com' }) }));
    await waitFor(() => expect(headings()).toContain('h1 Будь ласка, підтвердіть свою електронну пошту'));
    expect(screen.getByTestId('verify-email').querySelector('strong')?.textContent).toBe('new@example.com');
    // Inside the layout: the footer with its links is there too.
    expect(screen.getByRole('contentinfo').querySelectorAll('a').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('uk');
  });

  it('sends a guest to /login, and a failed /me logs out and removes the token', async () => {
    const root = startTestRoot({ token: 'expired' });
    const router = renderApp(root, '/ua');
    act(() => root.answerMe(new Error('401')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua/login'));
    expect(root.token()).toBeNull();
    expect((await screen.findByRole('link', { name: 'Увійти' })).getAttribute('href')).toBe('/ua/login');
  });

  it('runs the guards again when the session changes: logging out leaves the page', async () => {
    const root = startTestRoot({ token: 'stored' });
    const router = renderApp(root, '/');
    act(() => root.answerMe({ user: testUser() }));
    await screen.findByRole('heading', { name: 'Start a chat' });
    act(() => root.actor.getSnapshot().children.session!.send({ type: 'session.logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(root.revoked).toEqual(['stored']);
  });

  it('switches language through the URL and shows the 404 page for unknown paths', async () => {
    const user = userEvent.setup();
    const root = startTestRoot();
    const router = renderApp(root, '/no-such-page');
    await waitFor(() => expect(headings()).toContain('h1 Page not found'));
    await user.click(screen.getByRole('button', { name: 'UA: Ukrainian' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua/no-such-page'));
    await waitFor(() => expect(headings()).toContain('h1 Сторінку не знайдено'));
    expect(root.cookies.get('language')).toBe('ua');
  });

  it('toggles the theme on the page and remembers it', async () => {
    const user = userEvent.setup();
    const root = startTestRoot();
    renderApp(root, '/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(root.cookies.get('theme')).toBe('light');
  });

  it('covers the page while offline and keeps it underneath', async () => {
    const root = startTestRoot();
    renderApp(root, '/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    act(() => root.setOnline(false));
    expect(screen.getByTestId('offline-screen').textContent).toContain('ERR_INTERNET_DISCONNECTED');
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    act(() => root.setOnline(true));
    expect(screen.queryByTestId('offline-screen')).toBeNull();
    expect(headings()).toContain('h1 Page not found');
  });

  it('brings the cookie banner back on the next navigation until accepted', async () => {
    const user = userEvent.setup();
    const root = startTestRoot();
    const router = renderApp(root, '/no-such-page');
    await screen.findByTestId('cookie-banner');
    await user.click(screen.getByRole('button', { name: 'Close the cookie notice' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    await act(() => router.navigate({ href: '/another-missing-page' }));
    expect((await screen.findByTestId('cookie-banner')).getAttribute('aria-label')).toBe('Cookies');
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(root.cookies.get('cookieConsent')).toBe('true');
  });
});
