import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_MESSAGES } from '../../contract/birth-date';
import { M } from '../../contract/messages';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { SAFETY_MESSAGES } from '../../contract/safety';
import { loadCatalog, loadGuestCatalog } from '../adapters/catalog-loader';
import { translateValidation as translateAnyValidation } from './safety-texts';
import { translateValidation, VALIDATION_MESSAGES } from './validation-messages';

describe('validation messages', () => {
  it('has a descriptor for every contract message, with the same English text', () => {
    for (const key of Object.keys(M) as Array<keyof typeof M>)
      expect(VALIDATION_MESSAGES[key].message, key).toBe(M[key]);
  });

  // Their texts are in the guest catalog, which the forms' pages read (lingui.config.ts GUEST):
  // /login's main catalog carries only its own (sign-in-texts.ts).
  it('translates every contract message into Ukrainian, and leaves unknown texts alone', async () => {
    const ua = { ...(await loadGuestCatalog('ua')), ...(await loadCatalog('ua')) };
    const i18n = setupI18n({ locale: 'ua', messages: { ua } });
    for (const message of Object.values(M)) {
      const translated = translateValidation(message, i18n);
      expect(translated, message).not.toBe(message);
      expect(translated, message).toMatch(/[а-яіїєґ]/i);
    }
    expect(translateValidation('Password is required', i18n)).toBe('Введіть пароль');
    expect(translateValidation('Some server text', i18n)).toBe('Some server text');
  });

  it('gives English back in English', async () => {
    const en = { ...(await loadGuestCatalog('en')), ...(await loadCatalog('en')) };
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    expect(translateValidation(M.codeMin, i18n)).toBe('Please enter a minimum of 6 characters');
  });
});

describe('safety texts', () => {
  // Their texts are in the guest catalog (the appeal reads it, the signed-in texts bring it too):
  // /login's main catalog carries none of them (lingui.config.ts, issue 30).
  const withGuestTexts = async () => ({ ...(await loadGuestCatalog('ua')), ...(await loadCatalog('ua')) });

  it('translate the safety refusals, the moderation forms and the contract messages into Ukrainian', async () => {
    const i18n = setupI18n({ locale: 'ua', messages: { ua: await withGuestTexts() } });
    const english = [
      ...Object.values(SAFETY_MESSAGES),
      ...Object.values(BIRTH_DATE_MESSAGES),
      MODERATION_MESSAGES.appealRequired,
      M.passwordRequired,
    ];
    for (const message of english) expect(translateAnyValidation(message, i18n), message).toMatch(/[а-яіїєґ]/i);
    expect(translateAnyValidation('Some server text', i18n)).toBe('Some server text');
  });

  it('are not in the main catalog that /login reads', async () => {
    const i18n = setupI18n({ locale: 'ua', messages: { ua: await loadCatalog('ua') } });
    expect(translateAnyValidation(SAFETY_MESSAGES.adultsOnly, i18n)).toBe(SAFETY_MESSAGES.adultsOnly);
  });

  it('are not known to the guest forms’ translator, which leaves them as they came', async () => {
    const i18n = setupI18n({ locale: 'ua', messages: { ua: await withGuestTexts() } });
    expect(translateValidation(BIRTH_DATE_MESSAGES.future, i18n)).toMatch(/[а-яіїєґ]/i);
    expect(translateValidation(SAFETY_MESSAGES.adultsOnly, i18n)).toBe(SAFETY_MESSAGES.adultsOnly);
  });
});
