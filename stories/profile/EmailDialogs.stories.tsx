import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { EmailChangedDialog } from '../../src/features/profile/EmailChangedDialog';
import { EmailCodeDialog } from '../../src/features/profile/EmailCodeDialog';
import { EmailConfirmDialog } from '../../src/features/profile/EmailConfirmDialog';
import { expect, expectShown, press, rule, type, waitFor } from '../support/play';

/** The email-change popups: change email (confirm the address), verify the new email's code, confirmation. */
const meta = {
  title: 'Profile/Email popups',
  component: EmailCodeDialog,
  args: {
    open: true,
    busy: false,
    newEmail: 'olena.new@example.com',
    problem: null,
    fieldErrors: {},
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof EmailCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeEmail: Story = {
  render: (args) => (
    <EmailConfirmDialog open busy={false} newEmail={args.newEmail} onConfirm={fn()} onCancel={args.onCancel} />
  ),
};

export const ChangeEmailUkrainian: Story = { ...ChangeEmail, globals: inLanguage('ua') };

export const ChangeEmailSending: Story = {
  render: (args) => <EmailConfirmDialog open busy newEmail={args.newEmail} onConfirm={fn()} onCancel={args.onCancel} />,
};

export const VerifyNewEmailCode: Story = {};

export const VerifyNewEmailCodeUkrainian: Story = { globals: inLanguage('ua') };

export const Verifying: Story = { args: { busy: true } };

export const WrongCode: Story = {
  args: { problem: 'incorrectData', fieldErrors: { verification_code: [PROFILE_MESSAGES.codeWrong] } },
};

export const CodeExpired: Story = {
  args: { problem: 'incorrectData', fieldErrors: { verification_code: [PROFILE_MESSAGES.codeExpired] } },
};

export const ConfirmationCode: Story = {
  render: (args) => <EmailChangedDialog open email={args.newEmail} onClose={fn()} />,
};

export const ConfirmationCodeUkrainian: Story = { ...ConfirmationCode, globals: inLanguage('ua') };

/** Spec §5 code rules: required, then exactly 6 characters; nothing is sent. */
export const VerifyCodeRejectsBadInput: Story = {
  play: async ({ args }) => {
    await press(msg`Verify`);
    await expectShown(rule('codeRequired'));
    await type(msg`Confirmation code`, 'AB12');
    await press(msg`Verify`);
    await expectShown(rule('codeMin'));
    await type(msg`Confirmation code`, 'AB12CD3');
    await press(msg`Verify`);
    await expectShown(rule('codeMax'));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Six characters are sent as the code, upper-cased (the email-change machine's confirm). */
export const VerifyCodeSubmits: Story = {
  play: async ({ args }) => {
    await type(msg`Confirmation code`, 'ab12cd');
    await press(msg`Verify`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('AB12CD'));
  },
};
