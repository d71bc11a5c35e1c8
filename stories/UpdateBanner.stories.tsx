import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../.storybook/globals';
import { UpdateBanner } from '../src/layout/UpdateBanner';

const meta = {
  title: 'Layout/UpdateBanner',
  component: UpdateBanner,
  parameters: { layout: 'fullscreen' },
  args: { reloading: false, onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdateBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: inTheme('light') };

export const Ukrainian: Story = { globals: inLanguage('ua') };

export const Reloading: Story = { args: { reloading: true } };
