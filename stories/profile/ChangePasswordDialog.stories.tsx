import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { ChangePasswordDialog } from '../../src/features/profile/ChangePasswordDialog';
import { expect, expectShown, press, rule, type, waitFor } from '../support/play';

const meta = {
  title: 'Profile/Change password popup',
  component: ChangePasswordDialog,
  args: { open: true, saving: false, saved: false, problem: null, fieldErrors: {}, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const Saving: Story = { args: { saving: true } };

export const WrongOldPassword: Story = {
  args: { problem: 'incorrectData', fieldErrors: { old_password: [PROFILE_MESSAGES.oldPasswordWrong] } },
};

export const TooManyTries: Story = { args: { problem: 'rateLimited' } };

export const Changed: Story = { args: { saved: true } };

/** Spec §5 change-password rules: both required, then min 8 and max 40; nothing is sent. */
export const RejectsBadInput: Story = {
  play: async ({ args }) => {
    await press(msg`Change password`);
    await expectShown(rule('oldPasswordRequired'), rule('passwordRequired'));
    // The old password only has to be there (it may predate the rule); the new one follows it.
    await type(msg`Old password`, 'short');
    await type(msg`New password`, 'short');
    await press(msg`Change password`);
    await expectShown(rule('passwordMin8'));
    await type(msg`New password`, 'y'.repeat(41));
    await press(msg`Change password`);
    await expectShown(rule('passwordMax40'));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid passwords with a matching confirmation are sent (the password-change machine's submit). */
export const SubmitsValidInput: Story = {
  play: async ({ args }) => {
    await type(msg`Old password`, 'parrots-talk-8');
    await type(msg`New password`, 'mango-and-kiwi');
    await type(msg`Confirm new password`, 'mango-and-kiwi');
    await press(msg`Change password`);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ old_password: 'parrots-talk-8', password: 'mango-and-kiwi' }),
      ),
    );
  },
};
