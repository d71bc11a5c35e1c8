import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import { BlockDialog } from '../../src/features/safety/BlockDialog';

/** The block confirmation popup (chat top bar), in each of its states. */
const meta = {
  title: 'Safety/Block popup',
  component: BlockDialog,
  args: { open: true, busy: false, failed: false, target: { id: 2, name: 'Bohdan' }, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const ConfirmUkrainian: Story = { globals: inLanguage('ua') };
export const Blocking: Story = { args: { busy: true } };
export const Failed: Story = { args: { failed: true } };
