import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { UnblockDialog } from './UnblockDialog';

afterEach(cleanup);

describe('UnblockDialog', () => {
  it('asks, and Unblock is not styled as a dangerous action (it takes nothing away: issue 25)', async () => {
    const onConfirm = vi.fn();
    await renderTranslated(
      <UnblockDialog user={{ name: 'Olena' }} busy={false} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Unblock Olena?' });
    const unblock = within(dialog).getByRole('button', { name: 'Unblock' });
    expect(unblock.dataset.variant).toBe('primary');
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).dataset.variant).toBe('secondary');
    await userEvent.setup().click(unblock);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
