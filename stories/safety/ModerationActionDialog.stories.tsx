import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { SAMPLE_MODERATION_REPORT } from '../../src/features/popups/popup-samples';
import { ModerationActionDialog } from '../../src/features/safety/ModerationActionDialog';

/** A moderator's action on a report (/moderation): each action, busy and failed, with the /popups sample. */
const meta = {
  title: 'Safety/Moderation action popup',
  component: ModerationActionDialog,
  args: {
    pending: { report: SAMPLE_MODERATION_REPORT, action: 'suspend' },
    busy: false,
    error: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ModerationActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suspend: Story = {};

export const SuspendLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const Dismiss: Story = { args: { pending: { report: SAMPLE_MODERATION_REPORT, action: 'dismiss' } } };

export const Warn: Story = { args: { pending: { report: SAMPLE_MODERATION_REPORT, action: 'warn' } } };

export const Ban: Story = { args: { pending: { report: SAMPLE_MODERATION_REPORT, action: 'ban' } } };

export const Sending: Story = { args: { busy: true } };

export const Failed: Story = { args: { error: 'The suspension must end in the future' } };
