import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { FriendsPage } from '../../src/features/friends/FriendsPage';
import { expect, page, tr, userEvent } from '../support/play';
import { friendsView, group, sampleFriend } from './sample-data';

/** The friends list (spec §2 "/friends") in each of its states. */
const meta = {
  title: 'Friends/Friends list',
  component: FriendsPage,
  args: {
    view: friendsView(),
    onRetry: fn(),
    onPage: fn(),
    onInvite: fn(),
    onRemove: fn(),
    onConfirmRemoval: fn(),
    onCancelRemoval: fn(),
  },
} satisfies Meta<typeof FriendsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online (first of two pages, one friend on a call) and offline groups. */
export const OnlineAndOffline: Story = {};

export const OnlineAndOfflineUkrainian: Story = { globals: inLanguage('ua') };

export const LightTheme: Story = { globals: inTheme('light') };

export const SecondOnlinePage: Story = {
  args: {
    view: friendsView({
      online: group(
        [sampleFriend(4, { online: true, canInvite: true }), sampleFriend(5, { online: true, canInvite: true })],
        2,
        2,
        5,
      ),
    }),
  },
};

export const OnCall: Story = {
  args: {
    view: friendsView({
      online: group([sampleFriend(2, { online: true, onCall: true })]),
      offline: group([]),
    }),
  },
};

export const NobodyOnline: Story = {
  args: { view: friendsView({ online: group([]), offline: group([sampleFriend(4), sampleFriend(6)]) }) },
};

export const Loading: Story = {
  args: { view: friendsView({ status: 'loading', online: group([]), offline: group([]) }) },
};

export const Empty: Story = { args: { view: friendsView({ online: group([]), offline: group([]) }) } };

export const EmptyUkrainian: Story = {
  args: { view: friendsView({ online: group([]), offline: group([]) }) },
  globals: inLanguage('ua'),
};

/** Issue 25: no friends yet, but a request waits in the bell: said, with a way to it. */
export const EmptyWithRequestWaiting: Story = {
  args: { view: friendsView({ online: group([]), offline: group([]) }), requestsWaiting: 1, onOpenRequests: fn() },
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: tr(msg`Open notifications`) }));
    await expect(args.onOpenRequests).toHaveBeenCalled();
  },
};

export const EmptyWithRequestsWaitingUkrainianLight: Story = {
  ...EmptyWithRequestWaiting,
  args: { ...EmptyWithRequestWaiting.args, requestsWaiting: 3 },
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};

export const LoadError: Story = {
  args: {
    view: friendsView({ status: 'failed', error: 'Service unavailable', online: group([]), offline: group([]) }),
  },
};

export const LoadErrorWithoutMessage: Story = {
  args: { view: friendsView({ status: 'failed', online: group([]), offline: group([]) }) },
};
