import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import { DeleteAccountDialog } from '../../src/features/profile/DeleteAccountDialog';
import { DeletePhotoDialog } from '../../src/features/profile/DeletePhotoDialog';

/** The delete-photo and delete-account confirmation popups, in each of their states. */
const meta = {
  title: 'Profile/Delete popups',
  component: DeletePhotoDialog,
  args: { open: true, busy: false, done: false, failed: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeletePhotoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeletePhoto: Story = {};

export const DeletePhotoUkrainian: Story = { globals: inLanguage('ua') };

export const DeletingPhoto: Story = { args: { busy: true } };

export const PhotoDeleted: Story = { args: { done: true } };

export const PhotoDeleteFailed: Story = { args: { failed: true } };

export const DeleteAccount: Story = { render: (args) => <DeleteAccountDialog {...args} /> };

export const DeleteAccountUkrainian: Story = {
  render: (args) => <DeleteAccountDialog {...args} />,
  globals: inLanguage('ua'),
};

export const DeletingAccount: Story = { args: { busy: true }, render: (args) => <DeleteAccountDialog {...args} /> };

export const AccountDeleteFailed: Story = {
  args: { failed: true },
  render: (args) => <DeleteAccountDialog {...args} />,
};
