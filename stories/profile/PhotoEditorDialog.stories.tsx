import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { PhotoEditorDialog } from '../../src/features/profile/PhotoEditorDialog';
import { samplePhoto } from './sample-data';

const meta = {
  title: 'Profile/Photo editor popup',
  component: PhotoEditorDialog,
  args: {
    open: true,
    photo: samplePhoto(),
    size: 1,
    angle: 0,
    saving: false,
    saved: false,
    problem: null,
    serverMessage: null,
    onResize: fn(),
    onRotate: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PhotoEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

export const ZoomedAndTurned: Story = { args: { size: 6, angle: 30 } };

export const EditingLightUkrainian: Story = {
  args: { size: 3, angle: 90 },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};

export const Saving: Story = { args: { saving: true, size: 4 } };

export const Saved: Story = { args: { saved: true, size: 4 } };

export const TooLarge: Story = { args: { problem: 'uploadFailed', serverMessage: PROFILE_MESSAGES.photoTooLarge } };

export const Failed: Story = { args: { problem: 'uploadFailed', serverMessage: null } };
