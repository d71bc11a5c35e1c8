import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { othersSearching, PoolFigures } from './PoolFigures';

afterEach(cleanup);

describe('PoolFigures: who is there to meet, on the idle stage (issue 29)', () => {
  it('says how many are online and how many look for a chat, in both languages', async () => {
    await renderTranslated(<PoolFigures stats={{ online: 128, general: 12, breed: null }} />);
    expect(screen.getByTestId('pool-figures').textContent).toBe('128 pet owners online · 12 looking for a chat now');
    cleanup();
    await renderTranslated(<PoolFigures stats={{ online: 1, general: 1, breed: null }} />);
    expect(screen.getByTestId('pool-figures').textContent).toBe('1 pet owner online · 1 looking for a chat now');
    cleanup();
    await renderTranslated(<PoolFigures stats={{ online: 128, general: 12, breed: null }} />, 'ua');
    expect(screen.getByTestId('pool-figures').textContent).toBe(
      '128 власників улюбленців онлайн · 12 шукають співрозмовника зараз',
    );
  });

  it('says nothing before the first figures arrive', async () => {
    await renderTranslated(<PoolFigures stats={null} />);
    expect(screen.queryByTestId('pool-figures')).toBeNull();
  });
});

describe('othersSearching: the searchers of this chat besides the user', () => {
  it('counts the breed chat in a breed chat and the general chat otherwise, less the user, never below zero', () => {
    const stats = { online: 50, general: 9, breed: 4 };
    expect(othersSearching(stats, false)).toBe(8);
    expect(othersSearching(stats, true)).toBe(3);
    expect(othersSearching({ online: 1, general: 0, breed: 0 }, true)).toBe(0);
    expect(othersSearching({ online: 1, general: 2, breed: null }, true)).toBeNull();
    expect(othersSearching(null, false)).toBeNull();
  });
});
