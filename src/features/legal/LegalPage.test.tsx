import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../machines/preferences/preferences.types';
import { loadCatalog, loadLegalCatalog } from '../../adapters/catalog-loader';
import { activate, i18n } from '../../i18n/i18n';
import { MemoryRouter } from '../../testing/memory-router';
import { LegalPage } from './LegalPage';
import { legalTabOfPath } from './LegalPage.container';
import { LegalPageUnavailable } from './LegalPageUnavailable';
import { loadLegalMessages } from './legal-catalog';
import { type LegalTab, legalDocuments } from './legal-texts';
import { sanitizeLegalHtml } from './sanitize-html';

/** The app's i18n with the language active and its legal documents loaded, as the legal route leaves it. */
async function activateWithDocuments(language: Language) {
  await activate(language);
  await loadLegalMessages(language);
}

function renderWith(instance: I18n, ui: ReactNode, language: Language = 'en') {
  return render(
    <I18nProvider i18n={instance}>
      <MemoryRouter language={language}>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

async function renderPage(tab: LegalTab, language: Language = 'en') {
  await activateWithDocuments(language);
  const onSelectTab = vi.fn();
  renderWith(i18n, <LegalPage tab={tab} onSelectTab={onSelectTab} />, language);
  await screen.findByRole('tablist');
  return { onSelectTab };
}

describe('LegalPage', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows four tabs, each a link to its own URL, with the current one selected', async () => {
    await renderPage('offerta');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Terms and conditions',
      'Privacy policy',
      'Public offer',
      'Rules of use',
    ]);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      '/terms-and-conditions',
      '/privacy-policy',
      '/offerta',
      '/rules-of-use',
    ]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveProperty('id', tabs[2].getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[2].id);
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe(
      'Public offer for the PetChat subscription',
    );
  });

  it('renders the document from the Ukrainian catalog, with /ua links', async () => {
    await renderPage('privacy-policy', 'ua');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Правова інформація');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual([
      '/ua/terms-and-conditions',
      '/ua/privacy-policy',
      '/ua/offerta',
      '/ua/rules-of-use',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Політика конфіденційності');
    expect(panel.textContent).toContain('exclude_ids');
    expect(within(panel).getAllByRole('link')[0].getAttribute('href')).toBe('mailto:support@petchat.app');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const { onSelectTab } = await renderPage('rules-of-use');
    const tabs = screen.getAllByRole('tab');
    tabs[3].focus();
    await user.keyboard('{ArrowRight}');
    expect(onSelectTab).toHaveBeenLastCalledWith('terms-and-conditions');
    expect(document.activeElement).toBe(tabs[0]);
    tabs[3].focus();
    await user.keyboard('{ArrowLeft}');
    expect(onSelectTab).toHaveBeenLastCalledWith('offerta');
    await user.keyboard('{Home}');
    expect(onSelectTab).toHaveBeenLastCalledWith('terms-and-conditions');
    await user.keyboard('{End}');
    expect(onSelectTab).toHaveBeenLastCalledWith('rules-of-use');
    onSelectTab.mockClear();
    await user.keyboard('{ArrowDown}a');
    expect(onSelectTab).not.toHaveBeenCalled();
  });

  it('shows a spinner in the panel until the documents of the active language are loaded', async () => {
    const own = setupI18n({ locale: 'ua', messages: { ua: await loadCatalog('ua') } });
    await renderWith(own, <LegalPage tab="offerta" onSelectTab={vi.fn()} />, 'ua').findByRole('tablist');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Правова інформація');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-busy')).toBe('true');
    expect(panel.querySelector('h2')).toBeNull();
    const documents = await loadLegalCatalog('ua');
    act(() => own.load('ua', documents));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2 }).textContent).toBe(
      'Публічна оферта щодо підписки PetChat',
    );
    expect(screen.getByRole('tabpanel').getAttribute('aria-busy')).toBeNull();
  });

  it('offers to try again when the documents could not be read', async () => {
    const user = userEvent.setup();
    await activate('ua');
    const onRetry = vi.fn();
    renderWith(i18n, <LegalPageUnavailable onRetry={onRetry} />, 'ua');
    expect((await screen.findByRole('alert')).textContent).toBe('Щось пішло не так. Спробуйте ще раз.');
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('knows the tab of a path in either language', () => {
    expect(legalTabOfPath('/offerta')).toBe('offerta');
    expect(legalTabOfPath('/ua/rules-of-use')).toBe('rules-of-use');
    expect(legalTabOfPath('/ua/privacy-policy/')).toBe('privacy-policy');
    expect(legalTabOfPath('/terms-and-conditions')).toBe('terms-and-conditions');
  });
});

describe('legal documents in the catalogs', () => {
  const languages: Language[] = ['en', 'ua'];
  for (const language of languages) {
    for (const doc of legalDocuments) {
      it(`${doc.tab} (${language}) survives sanitising unchanged and names the contact address`, async () => {
        await activateWithDocuments(language);
        const html = i18n._(doc.html);
        expect(html).not.toBe(doc.html.id);
        expect(sanitizeLegalHtml(html)).toBe(html);
        expect(html).toContain('mailto:support@petchat.app');
      });
    }
  }

  it('has the same sections in Ukrainian as in English', async () => {
    const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
    for (const doc of legalDocuments) {
      await activateWithDocuments('en');
      const en = i18n._(doc.html);
      await activateWithDocuments('ua');
      const ua = i18n._(doc.html);
      expect(ua).not.toBe(en);
      for (const tag of ['h2', 'h3', 'li', 'p'])
        expect({ doc: doc.tab, tag, n: count(ua, tag) }).toEqual({ doc: doc.tab, tag, n: count(en, tag) });
    }
  });
});
