import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../tests/unit/support/render';
import { ToastRegion } from './Toast';

describe('ToastRegion', () => {
  it('lists toasts, errors as alerts, others as status, each closable', async () => {
    const onDismiss = vi.fn();
    await renderTranslated(
      <ToastRegion
        toasts={[
          { id: 1, kind: 'success', text: 'Saved' },
          { id: 2, kind: 'error', text: 'Failed, try again' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('alert').textContent).toContain('Failed, try again');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[1]);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });
});
