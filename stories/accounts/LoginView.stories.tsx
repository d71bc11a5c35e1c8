import { msg, plural } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { LoginView } from '../../src/features/accounts/LoginView';
import { expect, expectShown, press, rule, type, waitFor } from '../support/play';

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

/** Spec §5 login rules: empty, then malformed input shows the messages and sends nothing. */
export const RejectsBadInput: Story = {
  play: async ({ args }) => {
    await press(msg`Log in`);
    await expectShown(rule('emailRequired'), rule('passwordRequired'));
    await type(msg`Email`, 'olena');
    await type(msg`Password`, '123');
    await press(msg`Log in`);
    await expectShown(rule('emailPattern'), rule('passwordMin6'));
    await type(msg`Email`, `${'o'.repeat(45)}@example.com`);
    await type(msg`Password`, 'x'.repeat(101));
    await press(msg`Log in`);
    await expectShown(rule('emailMax'), rule('passwordMax100'));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form sends the trimmed email and the password (the login machine's `login.submit`). */
export const SubmitsValidInput: Story = {
  play: async ({ args }) => {
    await type(msg`Email`, ' olena@example.com ');
    await type(msg`Password`, 'parrots-talk-8');
    await press(msg`Log in`);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'olena@example.com', password: 'parrots-talk-8' }),
    );
  },
};
