import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import type { BlockedUsersView } from '../../machines/blocked-users/blocked-users.selectors';
import { BlockedUsersSection } from '../../src/features/safety/BlockedUsersSection';

const users = [
  { id: 2, name: 'Bohdan', image: null },
  { id: 3, name: 'Chrystia', image: null },
];
const view = (fields: Partial<BlockedUsersView> = {}): BlockedUsersView => ({
  loading: false,
  failed: false,
  users,
  unblocking: null,
  busy: false,
  ...fields,
});

/** The profile's blocked users, in each state, and the unblock confirmation. */
const meta = {
  title: 'Safety/Blocked users (profile)',
  component: BlockedUsersSection,
  args: { view: view(), onRetry: fn(), onUnblock: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof BlockedUsersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListUkrainian: Story = { globals: inLanguage('ua') };
export const Loading: Story = { args: { view: view({ loading: true }) } };
export const LoadFailed: Story = { args: { view: view({ failed: true }) } };
export const Empty: Story = { args: { view: view({ users: [] }) } };
export const ConfirmUnblock: Story = { args: { view: view({ unblocking: users[0] }) } };
export const Unblocking: Story = { args: { view: view({ unblocking: users[0], busy: true }) } };
