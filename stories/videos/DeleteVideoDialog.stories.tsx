import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { SAMPLE_VIDEO } from '../../src/features/popups/popup-samples';
import { DeleteVideoDialog } from '../../src/features/videos/DeleteVideoDialog';

/** The saved-video deletion popup (/videos), with the same sample as /popups. */
const meta = {
  title: 'Videos/Delete video popup',
  component: DeleteVideoDialog,
  args: { video: SAMPLE_VIDEO, busy: false, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DeleteVideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const Deleting: Story = { args: { busy: true } };
