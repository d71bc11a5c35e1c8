import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { ChangePasswordDialog } from '../../src/features/profile/ChangePasswordDialog';

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
