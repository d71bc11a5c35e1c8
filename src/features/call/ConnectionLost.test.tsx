import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { ConnectionLost } from './ConnectionLost';

afterEach(cleanup);

describe('ConnectionLost: the call did not come back within 20 s (issue 24)', () => {
  it('says so as an alert, in words, with the way on focused', async () => {
    await renderTranslated(<ConnectionLost actionLabel="Search again" onAction={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('connection-lost');
    expect(screen.getByRole('alert').querySelector('h2')?.textContent).toBe('Connection lost');
    expect(alert.textContent).toContain('The call dropped and could not be brought back. Check your connection.');
    const action = screen.getByRole('button', { name: 'Search again' });
    expect(document.activeElement).toBe(action);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('calls back once when the action is pressed', async () => {
    const onAction = vi.fn();
    await renderTranslated(<ConnectionLost actionLabel="Call back" onAction={onAction} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Call back' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('shows a second way out when given one (the friend call’s Back)', async () => {
    const onAction = vi.fn();
    const onBack = vi.fn();
    await renderTranslated(
      <ConnectionLost
        actionLabel="Call back"
        onAction={onAction}
        secondary={
          <button type="button" onClick={onBack}>
            Back
          </button>
        }
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });
});
