import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { CancelSubscriptionDialog } from '../../src/features/subscription/CancelSubscriptionDialog';

/** The cancel-subscription popup: the four benefits lost, confirm, cancelling, failed. */
const meta = {
  title: 'Subscription/Cancel popup',
  component: CancelSubscriptionDialog,
  args: {
    open: true,
    busy: false,
    done: false,
    failed: false,
    until: 'December 23, 2026',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CancelSubscriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

export const ConfirmLightUkrainian: Story = {
  args: { until: '23 грудня 2026 р.' },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

export const Cancelling: Story = { args: { busy: true } };

export const Failed: Story = { args: { failed: true } };
