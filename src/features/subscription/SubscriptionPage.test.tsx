import { I18nProvider } from '@lingui/react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { payments, subscriptions } from '../../../stories/subscription/sample-data';
import { renderTranslated } from '../../../tests/unit/support/render';
import { i18n } from '../../i18n/i18n';
import { statuses } from '../../testing/announced';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { SubscriptionPage, type SubscriptionPageProps } from './SubscriptionPage';

/** Rerenders keep the catalog's provider. */
const wrap = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

function props(over: Partial<SubscriptionPageProps> = {}): SubscriptionPageProps {
  return {
    statusState: 'ready',
    subscription: subscriptions.trial,
    paymentsState: 'ready',
    payments: [],
    language: 'en',
    onSubscribe: vi.fn(),
    onReplaceCard: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    onRetryPayments: vi.fn(),
    ...over,
  };
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('SubscriptionPage', () => {
  it('shows the plan, its four benefits and the price; a trial may subscribe', async () => {
    const p = props();
    await renderTranslated(<SubscriptionPage {...p} />);
    const benefits = screen.getByRole('list', { name: 'What the subscription gives' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chat by breed', 'Unlimited friends', 'Chat recording', 'Saving videos in the cloud']);
    expect(document.body.textContent).toMatch(/UAH\s?1\.00|₴1\.00/);
    expect(screen.getByTestId('subscription-status').textContent).toBe('Free trial until December 5, 2026');
    expect(buttons()).toEqual(['Subscribe']);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(p.onSubscribe).toHaveBeenCalledOnce();
    expect(document.body.textContent).toContain('No payments yet.');
  });

  it('an active plan shows the renewal date and card, with replace-card and cancel', async () => {
    const p = props({ subscription: subscriptions.active, payments });
    await renderTranslated(<SubscriptionPage {...p} />);
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active, renews on December 23, 2026');
    expect(screen.getByTestId('subscription-card').textContent).toBe('Card: Visa •••• 4242');
    expect(buttons()).toEqual(['Replace card', 'Cancel subscription']);
    fireEvent.click(screen.getByRole('button', { name: 'Replace card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(p.onReplaceCard).toHaveBeenCalledOnce();
    expect(p.onCancel).toHaveBeenCalledOnce();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['November 23, 2026', expect.stringContaining('1.00'), 'Paid', '•••• 4242'],
      ['October 23, 2026', expect.stringContaining('1.00'), 'Failed', '•••• 0002'],
      ['September 23, 2026', expect.stringContaining('1.00'), 'Refunded', '•••• 4444'],
    ]);
  });

  it('cancelled: "cancelled until" the period end, and it may be resumed; expired and never: subscribe', async () => {
    const { rerender } = await renderTranslated(
      <SubscriptionPage {...props({ subscription: subscriptions.cancelled })} />,
    );
    expect(screen.getByTestId('subscription-status').textContent).toBe('Cancelled until December 23, 2026');
    expect(buttons()).toEqual(['Resume subscription']);
    rerender(wrap(<SubscriptionPage {...props({ subscription: subscriptions.expired })} />));
    expect(screen.getByTestId('subscription-status').textContent).toBe('Your subscription has expired');
    expect(buttons()).toEqual(['Subscribe']);
    rerender(wrap(<SubscriptionPage {...props({ subscription: subscriptions.none })} />));
    expect(screen.getByTestId('subscription-status').textContent).toBe('You are not subscribed');
  });

  it('shows loading, then errors with a retry for the plan and the payments', async () => {
    const p = props({ statusState: 'loading', subscription: null, paymentsState: 'loading' });
    const { rerender } = await renderTranslated(<SubscriptionPage {...p} />);
    expect(statuses()).toEqual(['Loading your subscription…', 'Loading payments…']);
    rerender(wrap(<SubscriptionPage {...props({ ...p, statusState: 'failed', paymentsState: 'failed' })} />));
    const [retryPlan, retryPayments] = screen.getAllByRole('button', { name: 'Try again' });
    fireEvent.click(retryPlan);
    fireEvent.click(retryPayments);
    expect(p.onRetry).toHaveBeenCalledOnce();
    expect(p.onRetryPayments).toHaveBeenCalledOnce();
  });

  it('subscribed during the trial: the trial’s end, then the price on the card; replace or cancel, no second subscribe', async () => {
    const p = props({ subscription: subscriptions.trialWithCard });
    await renderTranslated(<SubscriptionPage {...p} />);
    expect(screen.getByTestId('subscription-status').textContent).toMatch(
      /^Trial until Dec 4 · then (UAH\s?1\.00|₴1\.00) a month on Visa ··4242$/,
    );
    expect(screen.queryByTestId('subscription-card')).toBeNull();
    expect(buttons()).toEqual(['Replace card', 'Cancel subscription']);
    fireEvent.click(screen.getByRole('button', { name: 'Replace card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect([p.onReplaceCard, p.onCancel, p.onSubscribe].map((f) => vi.mocked(f).mock.calls.length)).toEqual([1, 1, 0]);
  });

  it('subscribed during the trial, in Ukrainian', async () => {
    await renderTranslated(
      <SubscriptionPage {...props({ language: 'ua', subscription: subscriptions.trialWithCard })} />,
      'ua',
    );
    expect(screen.getByTestId('subscription-status').textContent).toMatch(
      /^Пробний період до 4 груд\. · далі 1,00\s?(грн|₴|UAH) на місяць з Visa ··4242$/,
    );
  });

  it('reads in Ukrainian', async () => {
    await renderTranslated(
      <SubscriptionPage {...props({ language: 'ua', subscription: subscriptions.cancelled })} />,
      'ua',
    );
    expect(screen.getByTestId('subscription-status').textContent).toBe('Скасована, діє до 23 грудня 2026 р.');
  });
});

describe('CancelSubscriptionDialog', () => {
  it('lists the four benefits lost and confirms', async () => {
    const onConfirm = vi.fn();
    await renderTranslated(
      <CancelSubscriptionDialog
        open
        busy={false}
        done={false}
        failed={false}
        until="December 23, 2026"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription?' });
    expect(dialog.textContent).toMatch(/until December 23, 2026/);
    const lost = within(dialog).getByRole('list', { name: 'What you will lose' });
    expect(within(lost).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    // Unambiguous: the way back says what it keeps, never a bare "Cancel" beside "Cancel subscription" (issue 25).
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Keep subscription', 'Cancel subscription']));
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
