import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SavedVideosView } from '../../../machines/saved-videos/saved-videos.selectors';
import { videosView } from '../../../stories/videos/sample-data';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts } from '../../testing/announced';
import { VideosPage } from './VideosPage';

async function renderPage(view: SavedVideosView | null, language: 'en' | 'ua' = 'en') {
  const handlers = { onRetry: vi.fn(), onRemove: vi.fn(), onConfirmRemoval: vi.fn(), onCancelRemoval: vi.fn() };
  await renderWithRouter(<VideosPage view={view} {...handlers} />, {
    path: language === 'ua' ? '/ua/videos' : '/videos',
    language,
  });
  return handlers;
}

describe('VideosPage', () => {
  it('shows each video with a player, its size in MB, its US date and a named download', async () => {
    const handlers = await renderPage(videosView());
    const cards = screen.getAllByTestId('saved-video');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(first.querySelector('video[controls]')).not.toBeNull();
    expect(within(first).getByTestId('video-size').textContent).toBe('15.20 MB');
    expect(within(first).getByTestId('video-date').textContent).toBe('11/23/2026');
    expect(within(first).getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'petchat-2026-11-23.webm',
    );
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Delete' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(3);
  });

  it('shows the stored length and partner of a video, and nothing made up for an older one (issue 25)', async () => {
    await renderPage(videosView());
    const [first, , oldest] = screen.getAllByTestId('saved-video');
    expect(within(first!).getByTestId('video-duration').textContent).toBe('Length: 2:14');
    expect(within(first!).getByTestId('video-partner').textContent).toBe('With Taras');
    expect(within(oldest!).queryByTestId('video-duration')).toBeNull();
    expect(within(oldest!).queryByTestId('video-partner')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Infinity|NaN/);
  });

  it('says the partner in Ukrainian', async () => {
    await renderPage(videosView(), 'ua');
    expect(screen.getAllByTestId('video-partner')[0]!.textContent).toBe('Співрозмовник: Taras');
    expect(screen.getAllByTestId('video-duration')[0]!.textContent).toBe('Тривалість: 2:14');
  });

  it('asks before deleting and sends the answer', async () => {
    const handlers = await renderPage(videosView({ removing: { date: '11/23/2026' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(handlers.onConfirmRemoval).toHaveBeenCalled();
  });

  it('shows the loading, empty and error states; the error offers a retry', async () => {
    const handlers = await renderPage(videosView({ status: 'failed', error: 'Server error', videos: [] }));
    expect(alerts()).toContain('Videos could not be loaded: Server error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalled();
  });

  it('shows an empty list', async () => {
    await renderPage(videosView({ videos: [] }));
    const empty = screen.getByTestId('videos-empty');
    expect(empty.textContent).toContain('You have no saved videos yet. Record a call to find it here.');
    expect(within(empty).getByRole('link', { name: 'Go to the video chat' }).getAttribute('href')).toBe('/');
  });

  it('shows a non-subscriber the promotion with its four benefits and the way to subscribe', async () => {
    await renderPage(null);
    const promotion = screen.getByTestId('videos-promotion');
    const benefits = within(promotion)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(benefits).toEqual(['Individual chats', 'Unlimited friends', 'Chat recording', 'Saving videos in the cloud']);
    expect(within(promotion).getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('saved-video')).toBeNull();
  });
});
