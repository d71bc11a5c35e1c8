import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../contract/safety';
import { activateCatalog, i18n } from './i18n';
import { translateValidation } from './safety-texts';
import { signedInMessages } from './signed-in-messages';

// The real catalogs, as a verified user's page reads them: the main one through the preferences
// machine's `loadCatalog` (this set's), after `load` (the signed-in code's loader, composition/root.ts).
describe('a verified user’s texts', () => {
  it('include the safety refusals the signed-in screens show (birth date gate, report, moderation)', async () => {
    await signedInMessages.load('ua');
    activateCatalog('ua', await signedInMessages.loadCatalog('ua'));
    expect(translateValidation(SAFETY_MESSAGES.birthDateNeeded, i18n)).toBe(
      'Перш ніж шукати, вкажіть дату народження.',
    );
    expect(translateValidation(SAFETY_MESSAGES.evidenceTooLarge, i18n)).not.toBe(SAFETY_MESSAGES.evidenceTooLarge);
  });
});
