import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage } from '../../.storybook/globals';
import { CARD_MESSAGES, SUBSCRIPTION_PRICE } from '../../contract/subscription';
import { SubscribeDialog } from '../../src/features/subscription/SubscribeDialog';
import { SubscriptionSuccessDialog } from '../../src/features/subscription/SubscriptionSuccessDialog';
import { storyToday } from './sample-data';

/** The subscribe popup (card form) in each state of the checkout, and the success popup. */
const meta = {
  title: 'Subscription/Subscribe popup',
  component: SubscribeDialog,
  args: {
    open: true,
    submitting: false,
    problem: null,
    canRetry: false,
    fieldErrors: {},
    price: { ...SUBSCRIPTION_PRICE },
    language: 'en',
    now: storyToday,
    onSubmit: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
  render: (args, { globals }) => <SubscribeDialog {...args} language={storyLanguage(globals)} />,
} satisfies Meta<typeof SubscribeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** Spec §5 messages on their fields (here as the server's 422 would put them). */
export const FieldErrors: Story = {
  args: {
    fieldErrors: {
      number: [CARD_MESSAGES.numberInvalid],
      expiry: [CARD_MESSAGES.expired],
      cvv: [CARD_MESSAGES.cvvInvalid],
    },
  },
};

export const RequiredFields: Story = {
  args: {
    fieldErrors: {
      number: [CARD_MESSAGES.numberRequired],
      expiry: [CARD_MESSAGES.monthInvalid],
      cvv: [CARD_MESSAGES.cvvRequired],
    },
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** 402: the card was declined. */
export const Declined: Story = { args: { problem: 'declined' } };

/** No answer or a server error: 'Failed to initiate subscription', with a retry of the same attempt. */
export const Failed: Story = { args: { problem: 'generic', canRetry: true } };

export const FailedUkrainian: Story = { args: { problem: 'generic', canRetry: true }, globals: inLanguage('ua') };

export const Success: Story = { render: () => <SubscriptionSuccessDialog open onClose={fn()} /> };

export const SuccessUkrainian: Story = {
  render: () => <SubscriptionSuccessDialog open onClose={fn()} />,
  globals: inLanguage('ua'),
};
