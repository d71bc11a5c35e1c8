import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage } from '../../.storybook/globals';
import { PopupsPage } from '../../src/features/popups/PopupsPage';
import { storyToday } from '../subscription/sample-data';

/** /popups, the developer page: a button per popup of the app (each popup has its own stories too). */
const meta = {
  title: 'Developer/Popups page',
  component: PopupsPage,
  args: { language: 'en', now: storyToday },
  render: (args, { globals }) => <PopupsPage {...args} language={storyLanguage(globals)} />,
} satisfies Meta<typeof PopupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};

export const GalleryLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

/** A button opens its popup with the sample data: unfollowing Olena Petrenko. */
export const UnfollowOpened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('popup-unfollow-friend'));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Olena Petrenko');
  },
};
