import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { inLanguage, inTheme, storyTheme } from '../../.storybook/globals';
import AccountMenu from '../../src/layout/AccountMenu';
import { LogoutDialog } from '../../src/layout/LogoutDialog';
import { NotificationsBell } from '../../src/layout/NotificationsBell';
import { TopBar } from '../../src/layout/TopBar';
import { TopBarAccount } from '../../src/layout/TopBarAccount';
import { bellProps } from '../notifications/sample-data';
import { notifications } from './sample-data';

/** Spec §2 top bar of a signed-in user: subscribe button, notifications bell, profile block, logout popup. */
const meta = {
  title: 'Accounts/Top bar account area',
  component: TopBarAccount,
  parameters: { layout: 'fullscreen' },
  args: { status: 'verified', user: { name: 'Olena Petrenko', image: null }, onLogout: fn() },
  render: (args, { globals }) => (
    <TopBar
      logoVariant={storyTheme(globals)}
      account={<TopBarAccount {...args} bell={<NotificationsBell {...bellProps({ open: false })} />} />}
    />
  ),
} satisfies Meta<typeof TopBarAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const SignedInLight: Story = { globals: inTheme('light') };

export const SignedInUkrainian: Story = { globals: inLanguage('ua') };

export const WithUnreadNotifications: Story = {
  render: (args, { globals }) => (
    <TopBar
      logoVariant={storyTheme(globals)}
      account={
        <TopBarAccount
          {...args}
          bell={<NotificationsBell {...bellProps({ open: false, unread: true, items: notifications })} />}
        />
      }
    />
  ),
};

export const NotificationsEmpty: Story = {
  render: () => <NotificationsBell {...bellProps()} />,
};

export const NotificationsEmptyUkrainian: Story = {
  render: () => <NotificationsBell {...bellProps()} />,
  globals: inLanguage('ua'),
};

export const NotificationsWithItems: Story = {
  render: () => <NotificationsBell {...bellProps({ items: notifications })} />,
};

/** The profile block's menu, opened. */
export const AccountMenuOpen: Story = {
  render: (args) => <AccountMenu userName={args.user?.name ?? ''} image={null} onLogout={args.onLogout} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
  },
};

export const LogoutConfirmation: Story = {
  render: () => <LogoutDialog open onOpenChange={fn()} onConfirm={fn()} />,
};

export const LogoutConfirmationUkrainian: Story = {
  render: () => <LogoutDialog open onOpenChange={fn()} onConfirm={fn()} />,
  globals: inLanguage('ua'),
};
