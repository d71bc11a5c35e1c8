import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeetAgainView } from '../../../machines/meet-again/meet-again.selectors';
import { renderTranslated } from '../../../tests/unit/support/render';
import { MemoryRouter } from '../../testing/memory-router';
import { MeetAgainCard } from './MeetAgainCard';

afterEach(cleanup);

const partner: MeetAgainView['partner'] = { id: 4, name: 'Olena', petName: 'Murka', petGender: 'girl', photo: null };
const view = (stage: MeetAgainView['stage'], failed = false): MeetAgainView => ({ stage, partner, failed });

function renderCard(v: MeetAgainView, language: 'en' | 'ua' = 'en') {
  const onHeart = vi.fn();
  const onDismiss = vi.fn();
  const rendered = renderTranslated(
    <MemoryRouter language={language}>
      <MeetAgainCard view={v} secondsLeft={37} onHeart={onHeart} onDismiss={onDismiss} />
    </MemoryRouter>,
    language,
  );
  // The router renders its route on the next turn: wait for the card.
  return { onHeart, onDismiss, rendered: rendered.then(() => screen.findByTestId('meet-again')) };
}

describe('MeetAgainCard: "Meet again?" after a random call (issue 29)', () => {
  it('shows the partner’s pet, the seconds left and a heart that works from the keyboard', async () => {
    const { onHeart, onDismiss, rendered } = renderCard(view('offered'));
    await rendered;
    const card = screen.getByRole('region', { name: 'Meet again' });
    expect(card.querySelector('h2')?.textContent).toBe('Meet again?');
    expect(card.textContent).toContain('Murka and Olena');
    expect(screen.getByTestId('meet-again-countdown').textContent).toBe('37 s');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meet Olena again' }));
    await user.keyboard('{Enter}');
    expect(onHeart).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('while asking, the heart is busy and cannot be pressed twice', async () => {
    await renderCard(view('asking')).rendered;
    const heart = screen.getByRole('button', { name: 'Meet Olena again' }) as HTMLButtonElement;
    expect(heart.disabled).toBe(true);
    expect(heart.getAttribute('aria-busy')).toBe('true');
  });

  it('after the tap it says what happens on this side only, without the heart', async () => {
    await renderCard(view('waiting')).rendered;
    expect(screen.getByRole('status').textContent).toBe('If Olena taps the heart too, you become friends.');
    expect(screen.queryByRole('button', { name: 'Meet Olena again' })).toBeNull();
  });

  it('says they are friends now, with Close and no countdown', async () => {
    await renderCard(view('friends')).rendered;
    expect(screen.getByRole('status').textContent).toBe('You and Olena are friends now — call any time');
    expect(screen.queryByTestId('meet-again-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' }).textContent).toBe('Close');
  });

  it('at the friend limit shows the limit’s subscribe prompt', async () => {
    await renderCard(view('limit')).rendered;
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('You used your friends limit. Subscribe to add more friends.');
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscription');
  });

  it('says when a tap did not go through', async () => {
    await renderCard(view('offered', true)).rendered;
    expect(screen.getByRole('alert').textContent).toBe('That did not go through. Try again.');
  });

  it('speaks Ukrainian', async () => {
    await renderCard(view('friends'), 'ua').rendered;
    expect(screen.getByRole('status').textContent).not.toContain('friends now');
    expect(screen.getByRole('region').querySelector('h2')?.textContent).not.toBe('Meet again?');
  });
});
