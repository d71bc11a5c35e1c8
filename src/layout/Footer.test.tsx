import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../tests/unit/support/render';
import { Footer } from './Footer';

function props(overrides: Partial<Parameters<typeof Footer>[0]> = {}) {
  return {
    language: 'en' as const,
    theme: 'dark' as const,
    contactEmail: 'support@petchat.app',
    onLanguageChange: vi.fn(),
    onThemeToggle: vi.fn(),
    ...overrides,
  };
}

describe('Footer', () => {
  it('has the terms link, the contact email, the language switcher and the theme toggle', async () => {
    const p = props();
    await renderWithRouter(<Footer {...p} />);
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'support@petchat.app' }).getAttribute('href')).toBe(
      'mailto:support@petchat.app',
    );
    expect(screen.getByRole('button', { name: 'EN: English' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'UA: Ukrainian' }).getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'UA: Ukrainian' }));
    expect(p.onLanguageChange).toHaveBeenCalledWith('ua');
    await userEvent.click(screen.getByRole('button', { name: 'EN: English' }));
    expect(p.onLanguageChange).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(p.onThemeToggle).toHaveBeenCalledOnce();
  });

  it('speaks Ukrainian under /ua, with prefixed links', async () => {
    await renderWithRouter(<Footer {...props({ language: 'ua', theme: 'light' })} />, { path: '/ua', language: 'ua' });
    expect(screen.getByRole('link', { name: 'Умови використання' }).getAttribute('href')).toBe(
      '/ua/terms-and-conditions',
    );
    expect(screen.getByRole('button', { name: 'UA: Українська' }).getAttribute('aria-pressed')).toBe('true');
    // In the light theme the toggle offers the dark one.
    expect(screen.getByRole('button', { name: /тема$/ }).getAttribute('aria-label')).toBe('Темна тема');
  });
});
