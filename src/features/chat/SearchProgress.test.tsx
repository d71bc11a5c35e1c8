import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { SearchProgress } from './SearchProgress';

afterEach(cleanup);

describe('SearchProgress: the elapsed time, and words for a long wait (issue 25)', () => {
  it('shows only the time before the wait is long', async () => {
    await renderWithRouter(<SearchProgress elapsed="0:07" longWait={false} breed={null} />);
    expect(screen.getByTestId('search-elapsed').textContent).toBe('Time searching: 0:07');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('names the empty breed chat and offers the general chat', async () => {
    await renderWithRouter(<SearchProgress elapsed="0:23" longWait breed={{ name: 'Labrador Retriever' }} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Nobody in the Labrador Retriever chat right now: switch to the general chat.',
    );
    expect(screen.getByRole('link', { name: 'Switch to the general chat' }).getAttribute('href')).toBe('/');
  });

  it('gives the general chat a hint, and the count of people searching only when it is known', async () => {
    await renderWithRouter(<SearchProgress elapsed="0:41" longWait breed={null} />);
    expect(screen.getByTestId('long-wait').textContent).toContain('It is quiet right now.');
    expect(screen.queryByTestId('searching-count')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    await renderWithRouter(<SearchProgress elapsed="0:41" longWait breed={null} searching={1} />);
    expect(screen.getByTestId('searching-count').textContent).toBe('1 person searching');
  });

  describe('widening to the breed group (issue 29)', () => {
    const shepherd = { name: 'German Shepherd' };

    it('offers the whole group beside the general chat after a long wait, and widens on a click', async () => {
      const onWiden = vi.fn();
      await renderWithRouter(
        <SearchProgress
          elapsed="0:21"
          longWait
          breed={shepherd}
          group={{ name: 'shepherds', widened: false }}
          onWiden={onWiden}
        />,
      );
      expect(screen.queryByTestId('widened')).toBeNull();
      // The sentence names both ways out that the buttons offer.
      expect(screen.getByTestId('few-online').textContent).toContain(
        'Nobody in the German Shepherd chat right now: widen to all shepherds, or switch to the general chat.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Widen to all shepherds' }));
      expect(onWiden).toHaveBeenCalledWith(true);
      expect(screen.getByRole('link', { name: 'Switch to the general chat' }).getAttribute('href')).toBe('/');
    });

    it('offers no widening before the wait is long, nor for a breed outside every group', async () => {
      const group = { name: 'shepherds', widened: false };
      await renderWithRouter(
        <SearchProgress elapsed="0:05" longWait={false} breed={shepherd} group={group} onWiden={() => {}} />,
      );
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
      await renderWithRouter(
        <SearchProgress elapsed="0:25" longWait breed={shepherd} group={null} onWiden={() => {}} />,
      );
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('link', { name: 'Switch to the general chat' }).getAttribute('href')).toBe('/');
    });

    it('says a widened search is one, with the way back to the breed alone', async () => {
      const onWiden = vi.fn();
      await renderWithRouter(
        <SearchProgress
          elapsed="0:25"
          longWait
          breed={shepherd}
          group={{ name: 'shepherds', widened: true }}
          onWiden={onWiden}
        />,
      );
      expect(screen.getByTestId('widened').textContent).toContain('Searching among all shepherds');
      expect(screen.getByRole('status').textContent).toContain(
        'Nobody among the shepherds right now: switch to the general chat.',
      );
      expect(screen.queryByRole('button', { name: /Widen/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Only German Shepherd' }));
      expect(onWiden).toHaveBeenCalledWith(false);
    });

    it('speaks Ukrainian', async () => {
      await renderWithRouter(
        <SearchProgress
          elapsed="0:21"
          longWait
          breed={{ name: 'Німецька вівчарка' }}
          group={{ name: 'вівчарки', widened: false }}
          onWiden={() => {}}
        />,
        { path: '/ua', language: 'ua' },
      );
      expect(screen.getByTestId('widen').textContent).toBe('Розширити до групи «вівчарки»');
    });
  });

  it('counts in Ukrainian plural forms', async () => {
    await renderWithRouter(<SearchProgress elapsed="0:41" longWait breed={null} searching={3} />, {
      path: '/ua',
      language: 'ua',
    });
    expect(screen.getByTestId('searching-count').textContent).toBe('3 людини шукають');
  });
});
