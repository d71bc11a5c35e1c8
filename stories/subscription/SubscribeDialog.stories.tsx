import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage } from '../../.storybook/globals';
import { CARD_MESSAGES, SUBSCRIPTION_PRICE } from '../../contract/subscription';
import { SubscribeDialog } from '../../src/features/subscription/SubscribeDialog';
import { SubscriptionSuccessDialog } from '../../src/features/subscription/SubscriptionSuccessDialog';
import { expect, expectShown, press, tr, type, waitFor } from '../support/play';
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

/** Spec §5 card rules: required, then a short number, month 13, a short CVV, an expired card; nothing is paid. */
export const RejectsBadInput: Story = {
  play: async ({ args }) => {
    await press(msg`Pay and subscribe`);
    await expectShown(tr(msg`Card number is required`), tr(msg`Expiry date is required`), tr(msg`CVV is required`));
    await type(msg`Card number`, '4242 4242');
    await type(msg`Expiry date (MM/YY)`, '13/29');
    await type(msg`CVV`, '12');
    await press(msg`Pay and subscribe`);
    await expectShown(tr(msg`Card number is invalid`), tr(msg`Invalid month`), tr(msg`CVV must be 3 digits`));
    // The story's today is November 2026.
    await type(msg`Expiry date (MM/YY)`, '10/26');
    await press(msg`Pay and subscribe`);
    await expectShown(tr(msg`Card has expired`));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid card is sent once (the checkout machine's `checkout.submit`). */
export const SubmitsValidCard: Story = {
  play: async ({ args }) => {
    await type(msg`Card number`, '4242 4242 4242 4242');
    await type(msg`Expiry date (MM/YY)`, '12/29');
    await type(msg`CVV`, '123');
    await press(msg`Pay and subscribe`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cvv: '123' }));
  },
};
