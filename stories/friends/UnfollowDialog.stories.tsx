import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { UnfollowDialog } from '../../src/features/friends/UnfollowDialog';

/** The unfollow-friend confirmation (spec §2 popups). */
const meta = {
  title: 'Friends/Unfollow popup',
  component: UnfollowDialog,
  args: { friend: { name: 'Olena Petrenko' }, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof UnfollowDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unfollow: Story = {};

export const UnfollowUkrainian: Story = { globals: inLanguage('ua') };

export const UnfollowLight: Story = { globals: inTheme('light') };

export const Removing: Story = { args: { busy: true } };
