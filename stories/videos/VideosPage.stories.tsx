import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { VideosPage } from '../../src/features/videos/VideosPage';
import { videosView } from './sample-data';

/** Saved videos (spec §2 "/videos") in each of its states. */
const meta = {
  title: 'Videos/Saved videos',
  component: VideosPage,
  args: {
    view: videosView(),
    onRetry: fn(),
    onRemove: fn(),
    onConfirmRemoval: fn(),
    onCancelRemoval: fn(),
  },
} satisfies Meta<typeof VideosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListUkrainian: Story = { globals: inLanguage('ua') };
export const ListLightTheme: Story = { globals: inTheme('light') };
export const Loading: Story = { args: { view: videosView({ status: 'loading', videos: [] }) } };
export const Empty: Story = { args: { view: videosView({ videos: [] }) } };
export const LoadFailed: Story = {
  args: { view: videosView({ status: 'failed', error: 'Server error', videos: [] }) },
};
export const ConfirmDelete: Story = { args: { view: videosView({ removing: { date: '11/23/2026' } }) } };
export const Deleting: Story = {
  args: { view: videosView({ removing: { date: '11/23/2026' }, removeBusy: true }) },
};
/** A non-subscriber: the subscribe-now promotion. */
export const Promotion: Story = { args: { view: null } };
export const PromotionUkrainian: Story = { args: { view: null }, globals: inLanguage('ua') };
