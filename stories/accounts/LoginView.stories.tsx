import { msg, plural } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { LoginView } from '../../src/features/accounts/LoginView';

/** Spec §2 /login and the login rows of §8. */
const meta = {
  title: 'Accounts/Login',
  component: LoginView,
  args: { busy: false, formError: null, fieldErrors: null, onSubmit: fn() },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const IdleLight: Story = { globals: inTheme('light') };

export const IdleUkrainian: Story = { globals: inLanguage('ua') };

export const LoggingIn: Story = { args: { busy: true } };

export const InvalidCredentials: Story = { args: { formError: msg`Invalid email or password` } };

export const InvalidCredentialsUkrainian: Story = {
  args: { formError: msg`Invalid email or password` },
  globals: inLanguage('ua'),
};

const minutes = 15;
export const TooManyAttempts: Story = {
  args: { formError: msg`Too many attempts, try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}` },
};

export const ServerFieldErrors: Story = {
  args: {
    fieldErrors: { email: ['Please, use correct email address'], password: ['Password must be at least 6 characters'] },
  },
};
