import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../machines/preferences/preferences.types';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { PopupsPage } from './PopupsPage';
import { POPUPS } from './popup-registry';

const today = new Date('2026-11-23T12:00:00Z');

async function renderPage(language: Language) {
  await renderWithRouter(<PopupsPage language={language} now={today} />, {
    path: language === 'ua' ? '/ua/popups' : '/popups',
    language,
  });
}

describe('PopupsPage', () => {
  it.each(['en', 'ua'] as const)(
    'opens every popup of the registry from the keyboard, titled, and Escape gives focus back (%s)',
    async (language) => {
      const user = userEvent.setup();
      await renderPage(language);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        language === 'ua' ? 'Спливні вікна' : 'Popups',
      );
      const titles = new Set<string>();
      for (const entry of POPUPS) {
        const button = screen.getByTestId(`popup-${entry.id}`);
        button.focus();
        await user.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog');
        const title = dialog.getAttribute('aria-labelledby');
        const titleText = title ? document.getElementById(title)?.textContent : '';
        expect(titleText, entry.id).toBeTruthy();
        titles.add(titleText!);
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(document.activeElement, entry.id).toBe(button);
      }
      // Each button opens its own popup.
      expect(titles.size).toBe(POPUPS.length);
    },
    // About twenty popups opened and closed one by one: seconds on a busy shared machine.
    30_000,
  );

  it('shows the sample data in the popups, and their actions only close them', async () => {
    const user = userEvent.setup();
    await renderPage('en');
    await user.click(screen.getByTestId('popup-unfollow-friend'));
    const unfollow = screen.getByRole('dialog', { name: 'Unfollow Olena Petrenko?' });
    await user.click(within(unfollow).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByTestId('popup-report-video'));
    const report = screen.getByRole('dialog', { name: 'Report a violation' });
    expect(within(report).getByTestId('report-target').textContent).toContain('Bohdan');
    expect(within(report).getByTestId('report-frame').textContent).toContain(
      'This still frame is sent with your report, only to our moderators.',
    );

    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('popup-cancel-subscription'));
    expect(screen.getByRole('dialog', { name: 'Cancel subscription?' }).textContent).toContain('December 23, 2026');
  });
});
