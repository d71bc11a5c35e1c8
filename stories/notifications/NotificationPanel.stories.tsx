import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { NotificationsBell } from '../../src/layout/NotificationsBell';
import { expect, page, tr, userEvent } from '../support/play';
import { bellProps, incomingCall, requests } from './sample-data';

/**
 * Spec §4 "Notification panel": the bell's panel in each state — empty, loading, friend requests,
 * an incoming call, a request being accepted or declined, the requests failing to load, and the
 * call-alert settings. Every story also renders in both themes and both languages in the tests.
 */
const meta = {
  title: 'Notifications/Panel',
  component: NotificationsBell,
  parameters: { layout: 'centered' },
  args: bellProps(),
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', width: '24rem', minHeight: '30rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false } };

export const ClosedUnread: Story = { args: { open: false, unread: true, items: requests } };

export const Empty: Story = {};

export const EmptyLight: Story = { globals: inTheme('light') };

export const EmptyUkrainian: Story = { globals: inLanguage('ua') };

export const Loading: Story = { args: { loading: true } };

export const FriendRequests: Story = { args: { items: requests } };

export const FriendRequestsLightUkrainian: Story = {
  args: { items: requests },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

export const IncomingCall: Story = { args: { items: [incomingCall] } };

export const IncomingCallUkrainian: Story = { args: { items: [incomingCall] }, globals: inLanguage('ua') };

export const CallAndRequests: Story = { args: { items: [incomingCall, ...requests] } };

export const Accepting: Story = { args: { items: requests, acting: { id: 7, action: 'accept' } } };

export const Declining: Story = { args: { items: requests, acting: { id: 9, action: 'decline' } } };

export const LoadError: Story = { args: { loadFailed: true } };

export const LoadErrorWithRequests: Story = { args: { items: requests, loadFailed: true } };

export const LoadErrorUkrainianLight: Story = {
  args: { loadFailed: true },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

export const AlertsOnSoundOff: Story = { args: { items: [incomingCall], alertPermission: 'granted', muted: true } };

export const AlertsBlocked: Story = { args: { alertPermission: 'denied' } };

export const AlertsUnsupported: Story = { args: { alertPermission: 'unsupported' } };

/**
 * Issue 25, the bell on a phone: a full-width bottom sheet over a dimmed page; each item's buttons
 * take a row of their own under its text. Answer and Accept do what they say.
 */
export const PhoneSheet: Story = {
  args: { items: [incomingCall, ...requests] },
  globals: atWidth('smallPhone'),
  play: async ({ args }) => {
    // The names as the view's messages call them, so the ids match.
    const name = 'Marta';
    const fromName = 'Taras';
    const sheet = page().getByRole('region', { name: tr(msg`Notifications`) });
    await userEvent.click(within(sheet).getByRole('button', { name: tr(msg`Accept the friend request from ${name}`) }));
    await expect(args.onAccept).toHaveBeenCalledWith(7);
    await userEvent.click(within(sheet).getByRole('button', { name: tr(msg`Decline the call from ${fromName}`) }));
    await expect(args.onDeclineCall).toHaveBeenCalledWith(5);
  },
};

export const PhoneSheetUkrainianLight: Story = {
  ...PhoneSheet,
  globals: { ...atWidth('phone'), ...inLanguage('ua'), ...inTheme('light') },
};
