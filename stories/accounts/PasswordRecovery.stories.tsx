import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import { ForgotPasswordView } from '../../src/features/accounts/ForgotPasswordView';
import { ResetPasswordView } from '../../src/features/accounts/ResetPasswordView';
import { expect, expectShown, press, rule, type, waitFor } from '../support/play';

/** Spec §2 /forgot-password and /password-reset, §8 rows of both. */
const meta = {
  title: 'Accounts/Password recovery',
  component: ForgotPasswordView,
  args: { busy: false, sent: false, fieldErrors: null, onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {};

export const ForgotPasswordUkrainian: Story = { globals: inLanguage('ua') };

export const ForgotPasswordSending: Story = { args: { busy: true } };

export const ForgotPasswordSent: Story = { args: { sent: true } };

/** No client rule on this email (spec §5): what is typed is sent, trimmed. */
export const ForgotPasswordSubmits: Story = {
  play: async ({ args }) => {
    await type(msg`Email`, ' olena@example.com ');
    await press(msg`Send reset link`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'olena@example.com' }));
  },
};

export const ForgotPasswordServerError: Story = {
  args: { fieldErrors: { email: ['Please, use correct email address'] } },
};

const reset = { token: 'token-from-the-mail', busy: false, fieldErrors: null, onSubmit: fn() };
/** The reset form's handler of the play stories, cleared before each run. */
const onReset = fn();

export const ResetPassword: Story = { render: () => <ResetPasswordView {...reset} /> };

export const ResetPasswordUkrainian: Story = {
  render: () => <ResetPasswordView {...reset} />,
  globals: inLanguage('ua'),
};

/** Spec §5 reset rules: required, then too short; a different confirmation sends nothing. */
export const ResetPasswordErrors: Story = {
  render: () => <ResetPasswordView {...reset} onSubmit={onReset} />,
  play: async () => {
    await press(msg`Save the new password`);
    await expectShown(rule('passwordRequired'), rule('confirmRequired'));
    await type(msg`New password`, 'abc');
    await type(msg`Confirm the new password`, 'abd');
    await press(msg`Save the new password`);
    await expectShown(rule('passwordMin6Long'));
    expect(onReset).not.toHaveBeenCalled();
  },
};

/** Matching passwords send the reset with the mail's token (the reset machine's submit). */
export const ResetPasswordSubmits: Story = {
  render: () => <ResetPasswordView {...reset} onSubmit={onReset} />,
  play: async () => {
    await type(msg`New password`, 'mango-and-kiwi');
    await type(msg`Confirm the new password`, 'mango-and-kiwi');
    await press(msg`Save the new password`);
    await waitFor(() =>
      expect(onReset).toHaveBeenCalledWith(
        expect.objectContaining({ token: 'token-from-the-mail', password: 'mango-and-kiwi' }),
      ),
    );
  },
};

export const ResetPasswordServerError: Story = {
  render: () => (
    <ResetPasswordView {...reset} fieldErrors={{ password: ['Password must be at least 6 characters long'] }} />
  ),
};

export const ResetLinkWithoutToken: Story = { render: () => <ResetPasswordView {...reset} token={null} /> };

export const ResetPasswordSaving: Story = { render: () => <ResetPasswordView {...reset} busy /> };
