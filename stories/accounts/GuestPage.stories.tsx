import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atWidth, inLanguage, inTheme, storyTheme } from '../../.storybook/globals';
import { GuestPage } from '../../src/features/accounts/GuestPage';
import { LoginView } from '../../src/features/accounts/LoginView';
import { SignupView } from '../../src/features/accounts/SignupView';
import { breeds } from './sample-data';

/** /login and /signup as pages: PetChat introduced beside the form, stacked on phones (issue 14). */
const meta = {
  title: 'Accounts/Guest pages',
  component: GuestPage,
  parameters: { layout: 'padded' },
  args: { logoVariant: 'dark', children: null },
  render: (args, { globals }) => (
    <GuestPage logoVariant={storyTheme(globals)}>
      {args.children ?? <LoginView busy={false} formError={null} fieldErrors={null} onSubmit={fn()} />}
    </GuestPage>
  ),
} satisfies Meta<typeof GuestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginDesktop: Story = { globals: atWidth('desktop') };

export const LoginPhone: Story = { globals: atWidth('phone') };

export const LoginPhoneUkrainianLight: Story = {
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};

const signup = (
  <SignupView
    busy={false}
    breeds={breeds}
    breedsFailed={false}
    registered={false}
    formError={null}
    fieldErrors={null}
    language="en"
    theme="dark"
    onSubmit={fn()}
    onRetryBreeds={fn()}
  />
);

export const SignupDesktop: Story = { args: { children: signup }, globals: atWidth('desktop') };

export const SignupPhoneUkrainian: Story = {
  args: { children: signup },
  globals: { ...atWidth('phone'), ...inLanguage('ua') },
};
