import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLanguage } from '../../.storybook/globals';
import { AccountClosedNotice } from '../../src/features/safety/AccountClosedNotice';

/** What a suspended or banned user sees on the login page. */
const meta = {
  title: 'Safety/Closed account at login',
  component: AccountClosedNotice,
  args: { closed: { reason: 'suspended', until: '2026-12-01T10:00:00.000Z', note: 'Rude to other members' } },
} satisfies Meta<typeof AccountClosedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suspended: Story = {};
export const SuspendedUkrainian: Story = { globals: inLanguage('ua') };
export const Banned: Story = { args: { closed: { reason: 'banned', until: null, note: 'Spam' } } };
export const BannedUkrainian: Story = {
  args: { closed: { reason: 'banned', until: null, note: '' } },
  globals: inLanguage('ua'),
};
export const BannedWithAppealLink: Story = {
  args: { closed: { reason: 'banned', until: null, note: 'Spam', appealToken: 'sample.token' } },
};
export const BannedWithAppealLinkUkrainian: Story = {
  args: { closed: { reason: 'banned', until: null, note: 'Spam', appealToken: 'sample.token' } },
  globals: inLanguage('ua'),
};
