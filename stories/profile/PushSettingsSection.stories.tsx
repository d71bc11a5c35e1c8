import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import type { PushPermissionView } from '../../machines/push-permission/push-permission.selectors';
import { PushSettingsSection } from '../../src/features/profile/PushSettingsSection';

const view = (fields: Partial<PushPermissionView> = {}): PushPermissionView => ({
  status: 'off',
  enabled: false,
  busy: false,
  kinds: { calls: true, friend_requests: true, missed_calls: false },
  ...fields,
});

/** The profile's "Notifications on this device", in each state of the push-permission machine. */
const meta = {
  title: 'Profile/Notifications on this device',
  component: PushSettingsSection,
  args: { view: view(), onEnable: fn(), onDisable: fn(), onSetKind: fn(), onRetry: fn() },
} satisfies Meta<typeof PushSettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const Checking: Story = { args: { view: view({ status: 'checking', busy: true }) } };
export const Asking: Story = { args: { view: view({ busy: true }) } };
export const On: Story = { args: { view: view({ status: 'on', enabled: true }) } };
export const OnUkrainian: Story = { args: { view: view({ status: 'on', enabled: true }) }, globals: inLanguage('ua') };
export const Saving: Story = { args: { view: view({ status: 'on', enabled: true, busy: true }) } };
export const Unsupported: Story = { args: { view: view({ status: 'unsupported' }) } };
export const Denied: Story = { args: { view: view({ status: 'denied' }) } };
export const Failed: Story = { args: { view: view({ status: 'error' }) } };
