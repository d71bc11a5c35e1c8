import { describe, expect, it } from 'vitest';
import {
  initialPathname,
  languageOfParam,
  languageOfPath,
  localizePath,
  stripLanguage,
  switchLanguageHref,
} from './lang';

describe('language prefix', () => {
  it('reads the language of the optional segment; anything but ua is not a language', () => {
    expect(languageOfParam(undefined)).toBe('en');
    expect(languageOfParam('ua')).toBe('ua');
    expect(languageOfParam('en')).toBeNull();
    expect(languageOfParam('login')).toBeNull();
  });

  it('reads the language of a path', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/login')).toBe('en');
    expect(languageOfPath('/ua')).toBe('ua');
    expect(languageOfPath('/ua/')).toBe('ua');
    expect(languageOfPath('/ua/login')).toBe('ua');
    expect(languageOfPath('/uab/login')).toBe('en');
  });

  it('localizes unprefixed paths: English links have no prefix', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/friends', 'en')).toBe('/friends');
    expect(localizePath('/', 'ua')).toBe('/ua');
    expect(localizePath('/friends', 'ua')).toBe('/ua/friends');
    expect(stripLanguage('/ua/friends')).toBe('/friends');
    expect(stripLanguage('/ua')).toBe('/');
  });

  it('switching to Ukrainian prepends /ua to the current URL, English removes it, keeping query and hash', () => {
    expect(switchLanguageHref({ pathname: '/friend-call', search: '?userId=7', hash: 'top' }, 'ua')).toBe(
      '/ua/friend-call?userId=7#top',
    );
    expect(switchLanguageHref({ pathname: '/ua/friend-call', search: '?userId=7' }, 'en')).toBe(
      '/friend-call?userId=7',
    );
    expect(switchLanguageHref({ pathname: '/' }, 'ua')).toBe('/ua');
    expect(switchLanguageHref({ pathname: '/ua' }, 'en')).toBe('/');
    expect(switchLanguageHref({ pathname: '/ua/login' }, 'ua')).toBe('/ua/login');
  });

  it('starts a visitor who chose Ukrainian on the /ua twin of an English URL', () => {
    expect(initialPathname('/login', 'ua')).toBe('/ua/login');
    expect(initialPathname('/', 'ua')).toBe('/ua');
    expect(initialPathname('/ua/login', 'en')).toBe('/ua/login');
    expect(initialPathname('/login', 'en')).toBe('/login');
    expect(initialPathname('/login', null)).toBe('/login');
  });
});
