import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import type { MeetAgainView } from '../../machines/meet-again/meet-again.selectors';
import { MeetAgainCard } from '../../src/features/chat/MeetAgainCard';
import { SAMPLE_AVATAR } from '../profile/sample-data';

const partner: MeetAgainView['partner'] = {
  id: 4,
  name: 'Olena',
  petName: 'Murka',
  petGender: 'girl',
  photo: SAMPLE_AVATAR,
};
const view = (stage: MeetAgainView['stage'], failed = false): MeetAgainView => ({ stage, partner, failed });

/** The card sits on the chat's stage (a positioned box), over the next search or the idle stage. */
const meta = {
  title: 'Chat/Meet again card',
  component: MeetAgainCard,
  args: { view: view('offered'), secondsLeft: 42, onHeart: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 360, background: '#3a3a3a', borderRadius: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MeetAgainCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('meet-again-countdown').textContent).toMatch(/42/);
    // The heart is the card's first button, reached with Tab and pressed with Enter.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHeart).toHaveBeenCalledTimes(1);
  },
};
export const OfferedLight: Story = { globals: inTheme('light') };
export const OfferedUkrainian: Story = { globals: inLanguage('ua') };
export const OfferedUkrainianLight: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };
export const NoPhoto: Story = { args: { view: { ...view('offered'), partner: { ...partner, photo: null } } } };
export const Asking: Story = { args: { view: view('asking') } };
export const Failed: Story = { args: { view: view('offered', true) } };
export const Waiting: Story = { args: { view: view('waiting'), secondsLeft: 17 } };
export const WaitingUkrainianLight: Story = {
  args: { view: view('waiting'), secondsLeft: 17 },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};
export const Friends: Story = {
  args: { view: view('friends') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('meet-again-friends').textContent).toMatch(/Olena/);
  },
};
export const FriendsUkrainian: Story = { args: { view: view('friends') }, globals: inLanguage('ua') };
export const FriendLimit: Story = { args: { view: view('limit') } };
export const FriendLimitLightUkrainian: Story = {
  args: { view: view('limit') },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};
