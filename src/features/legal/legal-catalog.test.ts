import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../machines/preferences/preferences.types';
import { loadCatalog, loadLegalCatalog } from '../../adapters/catalog-loader';
import { createLegalMessagesLoader } from './legal-catalog';
import { legalDocuments, legalTitle } from './legal-texts';

const offerta = legalDocuments.find((d) => d.tab === 'offerta')!.html.id!;

/** A page's i18n with English active, and a loader adding the legal documents to it. */
async function setup(read: (language: Language) => Promise<Messages> = loadLegalCatalog) {
  const i18n = setupI18n({ locale: 'en', messages: { en: { ...(await loadCatalog('en')) } } });
  const reads = vi.fn(read);
  const load = createLegalMessagesLoader({
    read: reads,
    add: (language, messages) => i18n.load(language, { ...messages }),
  });
  return { i18n, reads, load };
}

describe('the legal documents catalog', () => {
  it('is not part of the main catalog', async () => {
    expect(await loadCatalog('en')).not.toHaveProperty([offerta]);
    expect(await loadCatalog('ua')).not.toHaveProperty([offerta]);
    expect(await loadLegalCatalog('ua')).toHaveProperty([offerta]);
  });

  it('is added next to the main catalog, each language read once', async () => {
    const { i18n, reads, load } = await setup();
    expect(offerta in i18n.messages).toBe(false);
    await Promise.all([load('en'), load('en')]);
    expect(i18n._(offerta)).toContain('<h2>Public offer for the PetChat subscription</h2>');
    expect(i18n._(legalTitle)).toBe('Legal information');
    await load('en');
    expect(reads.mock.calls.map(([language]) => language)).toEqual(['en']);
  });

  it('can be loaded for a language before it is active, and activating it keeps the documents', async () => {
    const { i18n, load } = await setup();
    await load('ua');
    expect(offerta in i18n.messages).toBe(false);
    i18n.load('ua', { ...(await loadCatalog('ua')) });
    i18n.activate('ua');
    expect(i18n._(offerta)).toContain('<h2>Публічна оферта щодо підписки PetChat</h2>');
    expect(i18n._(legalTitle)).toBe('Правова інформація');
  });

  it('is read again after a failed read', async () => {
    const { i18n, reads, load } = await setup();
    reads.mockRejectedValueOnce(new Error('chunk unreachable'));
    await expect(load('en')).rejects.toThrow('chunk unreachable');
    expect(offerta in i18n.messages).toBe(false);
    await load('en');
    expect(i18n._(offerta)).toContain('Public offer');
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
