import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../tests/unit/support/render';
import { i18n } from '../i18n/i18n';
import { PATHS } from './paths';
import { documentTitleOf, ROUTE_TITLES } from './route-titles';

const translate = (message: MessageDescriptor) => i18n._(message);

describe('document titles (issue 14)', () => {
  it('gives every route its own title', () => {
    expect(Object.keys(ROUTE_TITLES).sort()).toEqual(Object.values(PATHS).sort());
  });

  it('names the page, then the brand, in English and in Ukrainian', async () => {
    await activateLanguage('en');
    expect(documentTitleOf('/login', translate)).toBe('Log in · PetChat');
    expect(documentTitleOf('/profile/', translate)).toBe('Profile · PetChat');
    expect(documentTitleOf('/no-such-page', translate)).toBe('Page not found · PetChat');
    await activateLanguage('ua');
    expect(documentTitleOf('/login', translate)).toBe('Вхід · PetChat');
    expect(documentTitleOf('/', translate)).toBe('Відеочат · PetChat');
  });
});
