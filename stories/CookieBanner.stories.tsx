import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../.storybook/globals';
import { CookieBanner } from '../src/layout/CookieBanner';

const meta = {
  title: 'Layout/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  args: { onAccept: fn(), onDismiss: fn() },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: inTheme('light') };

export const Ukrainian: Story = { globals: inLanguage('ua') };
