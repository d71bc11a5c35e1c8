import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { FriendCard } from '../friend-call/FriendCard';
import { CompanionCard } from './CompanionCard';
import { ConnectionQuality } from './ConnectionQuality';

afterEach(cleanup);

const litBars = (el: HTMLElement) => el.querySelectorAll('[data-lit]').length;

describe('ConnectionQuality: three bars beside the partner (issue 24)', () => {
  it('names the level for screen readers and in the tooltip, lighting 3, 2 or 1 bars', async () => {
    for (const [level, bars] of [
      ['good', 3],
      ['fair', 2],
      ['poor', 1],
    ] as const) {
      await renderTranslated(<ConnectionQuality level={level} />);
      const meter = screen.getByRole('img', { name: `Connection: ${level}` });
      expect(meter.getAttribute('title')).toBe(`Connection: ${level}`);
      expect(meter.children).toHaveLength(3);
      expect(litBars(meter)).toBe(bars);
      cleanup();
    }
  });

  it('speaks Ukrainian on /ua', async () => {
    await renderTranslated(<ConnectionQuality level="poor" />, 'ua');
    expect(screen.getByRole('img', { name: 'З’єднання: погане' }).getAttribute('title')).toBe('З’єднання: погане');
  });

  it('takes other colours over the video than on a theme surface', async () => {
    await renderTranslated(
      <>
        <ConnectionQuality level="good" />
        <ConnectionQuality level="good" onVideo />
      </>,
    );
    const [surface, video] = screen.getAllByTestId('connection-quality');
    expect(surface.firstElementChild?.className).not.toBe(video.firstElementChild?.className);
  });
});

const companion = { name: 'Bohdan', petName: 'Kesha', petGender: 'boy' as const, photo: null };
const friend = {
  id: 4,
  name: 'Olena',
  image: null,
  petName: 'Murka',
  petGender: 'girl' as const,
  breed: null,
};

describe('the partner cards show the quality only when it is known', () => {
  it('CompanionCard: beside the pet name, none without a level', async () => {
    await renderTranslated(<CompanionCard companion={companion} quality="fair" />);
    const meter = screen.getByRole('img', { name: 'Connection: fair' });
    expect(meter.parentElement?.textContent).toContain('Kesha');
    cleanup();
    await renderTranslated(<CompanionCard companion={companion} quality={null} />);
    expect(screen.queryByTestId('connection-quality')).toBeNull();
    cleanup();
    await renderTranslated(<CompanionCard companion={companion} />);
    expect(screen.queryByTestId('connection-quality')).toBeNull();
  });

  it('FriendCard: beside the friend’s name, none without a level', async () => {
    await renderTranslated(<FriendCard friend={friend} quality="good" />);
    const meter = screen.getByRole('img', { name: 'Connection: good' });
    expect(meter.parentElement?.textContent).toBe('Olena');
    cleanup();
    await renderTranslated(<FriendCard friend={friend} quality={null} />);
    expect(screen.queryByTestId('connection-quality')).toBeNull();
  });
});
