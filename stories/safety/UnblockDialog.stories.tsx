import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { SAMPLE_BLOCKED } from '../../src/features/popups/popup-samples';
import { UnblockDialog } from '../../src/features/safety/UnblockDialog';

/** The unblock confirmation of the profile's blocked-users list, with the same sample as /popups. */
const meta = {
  title: 'Safety/Unblock popup',
  component: UnblockDialog,
  args: { user: SAMPLE_BLOCKED, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof UnblockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const Unblocking: Story = { args: { busy: true } };
