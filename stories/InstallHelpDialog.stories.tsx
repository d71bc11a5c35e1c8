import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../.storybook/globals';
import { InstallHelpDialog } from '../src/layout/InstallHelpDialog';

const meta = {
  title: 'Layout/InstallHelpDialog',
  component: InstallHelpDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof InstallHelpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: inTheme('light') };

export const Ukrainian: Story = { globals: inLanguage('ua') };
