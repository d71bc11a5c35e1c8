import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { SignupPhotoPage } from '../../src/features/signup-photo/SignupPhotoPage';

const meta = {
  title: 'Profile/Sign-up pet photo',
  component: SignupPhotoPage,
  args: { decoding: false, problem: null, onFile: fn() },
} satisfies Meta<typeof SignupPhotoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastStep: Story = {};

export const LastStepLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const ReadingPicture: Story = { args: { decoding: true } };

export const NotAnImage: Story = { args: { problem: 'notImage' } };

export const Unreadable: Story = { args: { problem: 'unreadable' } };
