import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDocumentLanguage, textDirection } from './document-language';
import { activateCatalog } from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  applyDocumentLanguage('en');
});

describe('textDirection', () => {
  it('reads right-to-left locales as rtl, the pseudo-locale ar-XB (bidi) included', () => {
    for (const code of ['ar', 'ar-XB', 'he-IL', 'fa', 'ur-PK', 'yi']) expect(textDirection(code), code).toBe('rtl');
  });

  it('reads the app’s languages and other left-to-right locales as ltr', () => {
    for (const code of ['en', 'uk', 'en-XA', 'de-DE', 'ja']) expect(textDirection(code), code).toBe('ltr');
  });

  it('falls back to its own list when the engine has no text info', () => {
    // An engine without getTextInfo / textInfo (Firefox): only the language subtag is known.
    class BareLocale {
      readonly language: string;
      constructor(tag: string) {
        this.language = tag.split('-')[0].toLowerCase();
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Locale: BareLocale });
    expect(textDirection('ar-XB')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('uk')).toBe('ltr');
  });

  it('reads a code that is no locale as ltr', () => {
    expect(textDirection('not a locale!')).toBe('ltr');
  });
});

describe('<html lang dir>', () => {
  it('a right-to-left pseudo-locale sets dir="rtl", and the next language sets it back', () => {
    applyDocumentLanguage('ar-XB');
    expect(document.documentElement.lang).toBe('ar-XB');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('uk');
    expect(document.documentElement.lang).toBe('uk');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('activating the Ukrainian catalog sets lang="uk" (BCP 47), not the URL prefix "ua", and dir="ltr"', () => {
    document.documentElement.dir = 'rtl';
    activateCatalog('ua', {});
    expect(document.documentElement.lang).toBe('uk');
    expect(document.documentElement.dir).toBe('ltr');
    activateCatalog('en', {});
    expect(document.documentElement.lang).toBe('en');
  });
});
