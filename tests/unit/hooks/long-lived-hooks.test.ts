import { msg } from '@lingui/core/macro';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createCookieConsentImplementations } from '../../../machines/cookie-consent/cookie-consent.actors';
import { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { useCookieConsent } from '../../../machines/cookie-consent/use-cookie-consent';
import { friendRequestsMachine } from '../../../machines/friend-requests/friend-requests.machine';
import { createNetworkImplementations } from '../../../machines/network/network.actors';
import { networkMachine } from '../../../machines/network/network.machine';
import type { NetworkSignal } from '../../../machines/network/network.types';
import { useNetwork } from '../../../machines/network/use-network';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { useNotifications } from '../../../machines/notifications/use-notifications';
import { createPreferencesImplementations } from '../../../machines/preferences/preferences.actors';
import { preferencesMachine } from '../../../machines/preferences/preferences.machine';
import { usePreferences } from '../../../machines/preferences/use-preferences';
import { createSessionImplementations } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { useSession } from '../../../machines/session/use-session';
import { toastsMachine } from '../../../machines/toasts/toasts.machine';
import { useToasts } from '../../../machines/toasts/use-toasts';
import { userFixture } from '../../model/support/profile-fixtures';

const pending = <T>() => new Promise<T>(() => {});

/** The root's long-lived children, each started on its own with fake effects. */
describe('use-x hooks of the long-lived children', () => {
  it('usePreferences: the view follows the machine; toggleTheme is stable and reaches it', () => {
    const applied: string[] = [];
    const actor = createActor(
      preferencesMachine.provide(
        createPreferencesImplementations({
          loadCatalog: () => pending(),
          activateCatalog: () => {},
          applyTheme: (theme) => applied.push(theme),
          persistTheme: () => {},
          persistLanguage: () => {},
        }),
      ),
      { input: { theme: 'dark', language: 'en' } },
    ).start();
    const { result, rerender } = renderHook(() => usePreferences(actor));
    const first = result.current;
    expect(first.view).toEqual({ theme: 'dark', loadingLanguage: true, hasCatalog: false, languageUnavailable: false });
    rerender();
    expect(result.current.view).toBe(first.view);
    act(() => result.current.toggleTheme());
    expect(result.current.view.theme).toBe('light');
    expect(applied.at(-1)).toBe('light');
    expect(result.current.toggleTheme).toBe(first.toggleTheme);
    expect(result.current.retryLanguage).toBe(first.retryLanguage);
    actor.stop();
  });

  it('useCookieConsent: accept hides the banner for good', () => {
    let persisted = 0;
    const actor = createActor(
      cookieConsentMachine.provide(
        createCookieConsentImplementations({ persistConsent: () => persisted++, rememberAppDevice: () => {} }),
      ),
      { input: { accepted: false, appDevice: false, deviceParam: null } },
    ).start();
    const { result, rerender } = renderHook(() => useCookieConsent(actor));
    const first = result.current;
    expect(first.view.showBanner).toBe(true);
    rerender();
    expect(result.current.view).toBe(first.view);
    act(() => result.current.accept());
    expect(result.current.view.showBanner).toBe(false);
    expect(persisted).toBe(1);
    expect(result.current.accept).toBe(first.accept);
    expect(result.current.dismiss).toBe(first.dismiss);
    actor.stop();
  });

  it('useNetwork: offline follows the browser', () => {
    let browser: (signal: NetworkSignal) => void = () => {};
    const actor = createActor(
      networkMachine.provide(
        createNetworkImplementations({
          subscribe: (onChange) => {
            browser = onChange;
            return () => {};
          },
        }),
      ),
      { input: { online: true } },
    ).start();
    const { result } = renderHook(() => useNetwork(actor));
    expect(result.current.view.offline).toBe(false);
    act(() => browser('offline'));
    expect(result.current.view.offline).toBe(true);
    actor.stop();
  });

  it('useNotifications: toggle opens the panel, close closes it; senders are stable', () => {
    const actor = createActor(notificationsMachine).start();
    const requests = createActor(friendRequestsMachine).start();
    const { result, rerender } = renderHook(() => useNotifications(actor, requests));
    const first = result.current;
    expect(first.view).toEqual({
      open: false,
      unread: false,
      items: [],
      loading: false,
      loadFailed: false,
      alertPermission: 'default',
      muted: false,
      acting: null,
    });
    rerender();
    expect(result.current.view).toBe(first.view);
    act(() => result.current.toggle());
    expect(result.current.view.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.view.open).toBe(false);
    expect(result.current.toggle).toBe(first.toggle);
    expect(result.current.close).toBe(first.close);
    expect(result.current.accept).toBe(first.accept);
    actor.stop();
    requests.stop();
  });

  it('useToasts: the view lists the shown toasts; dismiss removes one', () => {
    const actor = createActor(toastsMachine).start();
    const { result } = renderHook(() => useToasts(actor));
    const first = result.current;
    expect(first.view.toasts).toEqual([]);
    act(() => actor.send({ type: 'toast.show', kind: 'info', message: msg`Hello` }));
    const [toast] = result.current.view.toasts;
    expect(toast).toMatchObject({ kind: 'info' });
    act(() => result.current.dismiss(toast?.id ?? -1));
    expect(result.current.view.toasts).toEqual([]);
    expect(result.current.dismiss).toBe(first.dismiss);
    actor.stop();
  });

  it('useSession: the view names the signed-in user; logout logs out', () => {
    const revoked: string[] = [];
    const actor = createActor(
      sessionMachine.provide(
        createSessionImplementations({
          fetchMe: () => pending(),
          revokeSession: (token) => {
            revoked.push(token);
            return pending();
          },
          storeToken: () => {},
          clearToken: () => {},
        }),
      ),
      { input: { token: null } },
    ).start();
    const { result, rerender } = renderHook(() => useSession(actor));
    const first = result.current;
    expect(first.view).toEqual({ status: 'guest', name: null, image: null, moderator: false });
    rerender();
    expect(result.current.view).toBe(first.view);
    const user = userFixture({ name: 'Olena' });
    act(() => actor.send({ type: 'session.loggedIn', token: 'T1', user }));
    expect(result.current.view).toMatchObject({ name: 'Olena', image: user.image });
    act(() => result.current.logout());
    expect(revoked).toEqual(['T1']);
    expect(result.current.logout).toBe(first.logout);
    actor.stop();
  });
});
