import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { CARD_MESSAGES } from '../../contract/subscription';
import { ReplaceCardDialog } from '../../src/features/subscription/ReplaceCardDialog';
import { storyToday } from './sample-data';

/** The replace-card popup in each state of the card change. */
const meta = {
  title: 'Subscription/Replace card popup',
  component: ReplaceCardDialog,
  args: {
    open: true,
    saving: false,
    problem: null,
    fieldErrors: {},
    now: storyToday,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReplaceCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** Spec §5: the replace-card form says 'Card number is required' / 'Card number is incomplete'. */
export const NumberRequired: Story = { args: { fieldErrors: { number: [CARD_MESSAGES.numberRequired] } } };

export const NumberIncomplete: Story = {
  args: { fieldErrors: { number: [CARD_MESSAGES.numberIncomplete], expiry: [CARD_MESSAGES.expiryFormat] } },
};

export const Saving: Story = { args: { saving: true } };

export const Declined: Story = { args: { problem: 'declined' } };

/** 'Failed to change card'. */
export const Failed: Story = { args: { problem: 'generic' } };
