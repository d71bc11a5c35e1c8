import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../tests/unit/support/render';
import { UpdateBanner } from './UpdateBanner';

describe('UpdateBanner', () => {
  it('offers to reload into the new version, or later', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    await renderWithRouter(<UpdateBanner reloading={false} onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toBe('A new version is ready — reload to use it.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('holds its buttons while the page reloads', async () => {
    await renderWithRouter(<UpdateBanner reloading onReload={vi.fn()} onDismiss={vi.fn()} />, {
      path: '/ua',
      language: 'ua',
    });
    expect((screen.getByRole('button', { name: 'Перезавантажити' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Пізніше' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
