import { afterEach, describe, expect, it } from 'vitest';
import { readRootInput, savedLanguage } from './boot';
import { removeCookie, writeCookie } from './cookies';

const NAMES = ['theme', 'language', 'cookieConsent', 'device', 'breed_id'];
const clearCookies = () => {
  for (const name of NAMES) removeCookie(name);
};

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('boot input', () => {
  it('defaults to the dark theme, English, no consent, no token', () => {
    const input = readRootInput({ pathname: '/', search: '' }, document, { onLine: true });
    expect(input).toEqual({
      preferences: { theme: 'dark', language: 'en' },
      cookieConsent: { accepted: false, appDevice: false, deviceParam: null },
      network: { online: true },
      session: { token: null },
      breedPicker: { breedId: null },
    });
    expect(savedLanguage()).toBeNull();
  });

  it('reads cookies, the token, the URL language and ?device', () => {
    writeCookie('theme', 'light', 60);
    writeCookie('language', 'ua', 60);
    writeCookie('cookieConsent', 'true', 60);
    writeCookie('device', 'app', 60);
    writeCookie('breed_id', '3', 60);
    localStorage.setItem('token', 'abc');
    const input = readRootInput({ pathname: '/ua/friends', search: '?device=app' }, document, { onLine: false });
    expect(input).toEqual({
      preferences: { theme: 'light', language: 'ua' },
      cookieConsent: { accepted: true, appDevice: true, deviceParam: 'app' },
      network: { online: false },
      session: { token: 'abc' },
      breedPicker: { breedId: 3 },
    });
    expect(savedLanguage()).toBe('ua');
  });

  it('ignores values that are not a theme, a language or a breed id', () => {
    writeCookie('theme', 'neon', 60);
    writeCookie('language', 'fr', 60);
    writeCookie('breed_id', 'budgie', 60);
    const input = readRootInput({ pathname: '/', search: '' }, document, { onLine: true });
    expect(input.preferences.theme).toBe('dark');
    expect(input.breedPicker).toEqual({ breedId: null });
    expect(savedLanguage()).toBeNull();
  });
});
