import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { PartnerFarewell, SearchUnavailable } from './ChatNotices';

afterEach(cleanup);

describe('PartnerFarewell: why the partner is gone, over the next search (issue 25)', () => {
  it('says who left, as a status', async () => {
    await renderTranslated(<PartnerFarewell farewell={{ kind: 'left', name: 'Taras', userId: 7 }} />);
    expect(screen.getByRole('status').textContent).toBe('Taras left');
  });

  it('says whom the user blocked', async () => {
    await renderTranslated(<PartnerFarewell farewell={{ kind: 'blocked', name: 'Olena', userId: 8 }} />);
    expect(screen.getByRole('status').textContent).toBe('You blocked Olena');
  });

  it('speaks Ukrainian', async () => {
    await renderTranslated(<PartnerFarewell farewell={{ kind: 'blocked', name: 'Olena', userId: 8 }} />, 'ua');
    expect(screen.getByRole('status').textContent).toBe('Користувача Olena заблоковано');
  });
});

describe('SearchUnavailable: nobody came within the retry limit (spec §4 step 3)', () => {
  it("says 'Video not available' as an alert, with Keep looking focused", async () => {
    const onKeepLooking = vi.fn();
    await renderTranslated(<SearchUnavailable onKeepLooking={onKeepLooking} />);
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('Video not available');
    const button = screen.getByRole('button', { name: 'Keep looking' });
    expect(document.activeElement).toBe(button);
    await userEvent.setup().click(button);
    expect(onKeepLooking).toHaveBeenCalledTimes(1);
  });

  it('speaks Ukrainian', async () => {
    await renderTranslated(<SearchUnavailable onKeepLooking={vi.fn()} />, 'ua');
    expect(screen.getByRole('heading').textContent).toBe('Відео недоступне');
    expect(screen.getByRole('button', { name: 'Шукати далі' }).textContent).toContain('Шукати далі');
  });
});
