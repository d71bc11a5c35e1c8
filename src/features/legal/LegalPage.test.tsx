import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../machines/preferences/preferences.types';
import { activate, i18n } from '../../i18n/i18n';
import { MemoryRouter } from '../../testing/memory-router';
import { LegalPage } from './LegalPage';
import { legalTabOfPath } from './LegalPage.container';
import { type LegalTab, legalDocuments } from './legal-texts';
import { sanitizeLegalHtml } from './sanitize-html';

async function renderPage(tab: LegalTab, language: Language = 'en') {
  await activate(language);
  const onSelectTab = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter language={language}>
        <LegalPage tab={tab} onSelectTab={onSelectTab} />
      </MemoryRouter>
    </I18nProvider>,
  );
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
    expect(tabs.map((t) => t.textContent)).toEqual(['Terms and conditions', 'Privacy policy', 'Public offer', 'Rules of use']);
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual(['/terms-and-conditions', '/privacy-policy', '/offerta', '/rules-of-use']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveProperty('id', tabs[2].getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[2].id);
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('Public offer for the PetChat subscription');
  });

  it('renders the document from the Ukrainian catalog, with /ua links', async () => {
    await renderPage('privacy-policy', 'ua');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Правова інформація');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('href'))).toEqual(['/ua/terms-and-conditions', '/ua/privacy-policy', '/ua/offerta', '/ua/rules-of-use']);
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
        await activate(language);
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
      await activate('en');
      const en = i18n._(doc.html);
      await activate('ua');
      const ua = i18n._(doc.html);
      expect(ua).not.toBe(en);
      for (const tag of ['h2', 'h3', 'li', 'p']) expect({ doc: doc.tab, tag, n: count(ua, tag) }).toEqual({ doc: doc.tab, tag, n: count(en, tag) });
    }
  });
});
