import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { ChatProblem } from './ChatProblem';

afterEach(cleanup);

describe('ChatProblem', () => {
  it('tells a browser that cannot call so, with current browsers to use and no retry (issue 24)', async () => {
    await renderWithRouter(<ChatProblem problem="unsupported" onRetry={vi.fn()} />);
    const problem = await screen.findByTestId('chat-problem');
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('This browser cannot make video calls');
    expect(problem.textContent).toContain('a current Chrome, Firefox, Edge or Safari');
    // Never the network: the old wording blamed the internet connection.
    expect(problem.textContent).not.toMatch(/internet|network|connection|unreachable/i);
    // Trying again in the same browser cannot help.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says it in Ukrainian too', async () => {
    await renderWithRouter(<ChatProblem problem="unsupported" onRetry={vi.fn()} />, { language: 'ua' });
    expect((await screen.findByRole('alert')).querySelector('h2')?.textContent).toBe(
      'Цей браузер не підтримує відеодзвінки',
    );
  });

  it('keeps Try again for an unreachable video service', async () => {
    const retry = vi.fn();
    await renderWithRouter(<ChatProblem problem="peer" onRetry={retry} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
