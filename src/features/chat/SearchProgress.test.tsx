import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('counts in Ukrainian plural forms', async () => {
    await renderWithRouter(<SearchProgress elapsed="0:41" longWait breed={null} searching={3} />, {
      path: '/ua',
      language: 'ua',
    });
    expect(screen.getByTestId('searching-count').textContent).toBe('3 людини шукають');
  });
});
