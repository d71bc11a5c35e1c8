import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atWidth, inLanguage, inTheme, storyTheme } from '../.storybook/globals';
import { TopBar } from '../src/layout/TopBar';
import { TopBarAccount } from '../src/layout/TopBarAccount';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { logoVariant: 'dark', account: <TopBarAccount status="guest" user={null} onLogout={fn()} /> },
  // The logo variant follows the theme, as in the app (TopBar.container.tsx).
  render: (args, { globals }) => <TopBar {...args} logoVariant={storyTheme(globals)} />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const GuestLight: Story = { globals: inTheme('light') };

export const GuestDark: Story = { globals: inTheme('dark') };

export const GuestUkrainian: Story = { globals: inLanguage('ua') };

export const SessionLoading: Story = {
  args: { account: <TopBarAccount status="loading" user={null} onLogout={fn()} /> },
};

export const SignedIn: Story = {
  args: { account: <TopBarAccount status="verified" user={{ name: 'Olena', image: null }} onLogout={fn()} /> },
};

const signedIn = <TopBarAccount status="verified" user={{ name: 'Olena', image: null }} onLogout={fn()} />;

/** Phone: the word mark and Subscribe collapse (the menu button holds Subscribe), bell and account stay. */
export const SignedInPhone: Story = { args: { account: signedIn }, globals: atWidth('phone') };

export const SignedInPhoneUkrainianLight: Story = {
  args: { account: signedIn },
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};

export const GuestPhoneUkrainian: Story = { globals: { ...atWidth('smallPhone'), ...inLanguage('ua') } };

export const SignedInDesktop: Story = { args: { account: signedIn }, globals: atWidth('desktop') };

/** The browser offered installing: the profile menu has "Install PetChat". */
export const SignedInInstallable: Story = {
  args: {
    account: (
      <TopBarAccount
        status="verified"
        user={{ name: 'Olena', image: null }}
        install={{ entry: 'install', iosHelpOpen: false }}
        onInstall={fn()}
        onLogout={fn()}
      />
    ),
  },
};
