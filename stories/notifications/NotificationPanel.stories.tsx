import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { NotificationsBell } from '../../src/layout/NotificationsBell';
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
