import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage } from '../../.storybook/globals';
import { SubscriptionPage } from '../../src/features/subscription/SubscriptionPage';
import { payments, subscriptions } from './sample-data';

/** /subscription (spec §2): each status of the plan, and the payments list's loading, empty and error states. */
const meta = {
  title: 'Subscription/Page',
  component: SubscriptionPage,
  args: {
    statusState: 'ready',
    subscription: subscriptions.trial,
    paymentsState: 'ready',
    payments: [],
    language: 'en',
    onSubscribe: fn(),
    onReplaceCard: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRetryPayments: fn(),
  },
  render: (args, { globals }) => <SubscriptionPage {...args} language={storyLanguage(globals)} />,
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial, no payments yet: subscribe. */
export const Trial: Story = {};

export const TrialLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** Subscribed during the trial (issue 28): the trial keeps its days, then the card is charged. */
export const TrialWithCard: Story = { args: { subscription: subscriptions.trialWithCard } };

export const TrialWithCardUkrainian: Story = {
  args: { subscription: subscriptions.trialWithCard },
  globals: inLanguage('ua'),
};

export const NeverSubscribed: Story = { args: { subscription: subscriptions.none } };

/** Paid: renewal date, card, replace-card and cancel buttons, the payments. */
export const Active: Story = { args: { subscription: subscriptions.active, payments } };

export const ActiveUkrainian: Story = {
  args: { subscription: subscriptions.active, payments },
  globals: inLanguage('ua'),
};

/** Cancelled but paid until the period's end. */
export const Cancelled: Story = { args: { subscription: subscriptions.cancelled, payments } };

export const Expired: Story = { args: { subscription: subscriptions.expired, payments: payments.slice(1) } };

export const Loading: Story = { args: { statusState: 'loading', subscription: null, paymentsState: 'loading' } };

export const LoadFailed: Story = { args: { statusState: 'failed', subscription: null, paymentsState: 'failed' } };

export const PaymentsEmpty: Story = { args: { subscription: subscriptions.expired, payments: [] } };

export const PaymentsLoading: Story = { args: { subscription: subscriptions.active, paymentsState: 'loading' } };

export const PaymentsFailed: Story = { args: { subscription: subscriptions.active, paymentsState: 'failed' } };
