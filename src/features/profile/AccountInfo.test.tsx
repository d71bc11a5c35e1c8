import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { AccountInfo, type AccountInfoProps } from './AccountInfo';

const base: AccountInfoProps['user'] = {
  email: 'olena@example.com',
  email_verified: true,
  is_subscribed: false,
  trial_ends_at: null,
  subscription_ends_at: null,
};

/** The value beside a term of the facts list (`<dt>` → `<dd>`), as read. */
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();

describe('AccountInfo', () => {
  it('shows the email, whether it is verified, and no plan with a link to subscribe', async () => {
    await renderWithRouter(<AccountInfo user={base} />);
    expect(screen.getByTestId('account-email').textContent).toBe('olena@example.com');
    expect(fact('Email verified')).toBe('Yes');
    expect(fact('Plan')).toBe('No subscription Subscribe');
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscription');
  });

  it('names the period that lasts longer: trial or paid, with a localised date', async () => {
    await renderWithRouter(
      <AccountInfo
        user={{ ...base, is_subscribed: true, trial_ends_at: '2026-12-01T00:00:00.000Z', subscription_ends_at: null }}
      />,
      { path: '/ua', language: 'ua' },
    );
    expect(fact('Тариф')).toMatch(/^Пробний період до 1 грудня 2026/);
  });

  it('a paid period after the trial reads as a subscription', async () => {
    await renderWithRouter(
      <AccountInfo
        user={{
          ...base,
          is_subscribed: true,
          trial_ends_at: '2026-12-01T00:00:00.000Z',
          subscription_ends_at: '2027-01-05T00:00:00.000Z',
        }}
      />,
    );
    expect(fact('Plan')).toBe('Subscribed until January 5, 2027');
  });
});
