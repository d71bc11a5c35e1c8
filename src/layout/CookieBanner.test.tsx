import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../tests/unit/support/render';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  it('accepts, or closes for now, and links the privacy policy', async () => {
    const onAccept = vi.fn();
    const onDismiss = vi.fn();
    await renderWithRouter(<CookieBanner onAccept={onAccept} onDismiss={onDismiss} />, { path: '/ua', language: 'ua' });
    expect(screen.getByRole('link', { name: 'політиці конфіденційності' }).getAttribute('href')).toBe(
      '/ua/privacy-policy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Прийняти cookie' }));
    expect(onAccept).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Закрити повідомлення про cookie' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
