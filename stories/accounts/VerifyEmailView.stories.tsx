import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { VerifyEmailView } from '../../src/features/accounts/VerifyEmailView';
import { expect, expectShown, press, rule, type, waitFor } from '../support/play';

/** Spec §2 email verification screen (at /verify and inside the layout), §8 verify and resend rows. */
const meta = {
  title: 'Accounts/Email verification',
  component: VerifyEmailView,
  args: {
    email: 'olena@example.com',
    busy: false,
    codeError: null,
    formError: null,
    fieldErrors: null,
    resend: { canResend: false, sending: false, secondsLeft: 97, error: null },
    onSubmit: fn(),
    onResend: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownRunning: Story = {};

export const CountdownRunningLight: Story = { globals: inTheme('light') };

export const CountdownRunningUkrainian: Story = { globals: inLanguage('ua') };

export const ResendEnabled: Story = {
  args: { resend: { canResend: true, sending: false, secondsLeft: 0, error: null } },
};

export const Resending: Story = { args: { resend: { canResend: true, sending: true, secondsLeft: 0, error: null } } };

export const ResendFailed: Story = {
  args: {
    resend: {
      canResend: true,
      sending: false,
      secondsLeft: 0,
      error: msg`Failed to resend the code. Please try again.`,
    },
  },
};

export const Verifying: Story = { args: { busy: true } };

export const IncorrectCode: Story = { args: { codeError: msg`The code is incorrect or has expired` } };

export const TooManyWrongCodes: Story = {
  args: { formError: msg`Too many wrong codes. Please request a new code.` },
  globals: inLanguage('ua'),
};

export const EmailMissing: Story = {
  args: { email: null, formError: msg`We do not know which email to verify. Please log in again.` },
};

/** Spec §5 verification code: required, then exactly 6 characters; nothing is sent. */
export const RejectsBadInput: Story = {
  play: async ({ args }) => {
    await press(msg`Verify`);
    await expectShown(rule('codeRequired'));
    await type(msg`Verification code`, 'AB1');
    await press(msg`Verify`);
    await expectShown(rule('codeMin'));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Six characters are sent upper-cased (the verify-email machine's submit). */
export const SubmitsValidInput: Story = {
  play: async ({ args }) => {
    await type(msg`Verification code`, 'k7m2qp');
    await press(msg`Verify`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('K7M2QP'));
  },
};
