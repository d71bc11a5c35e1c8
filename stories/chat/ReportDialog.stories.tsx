import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { ReportDialog } from '../../src/features/chat/ReportDialog';

const meta = {
  title: 'Chat/Report popup',
  component: ReportDialog,
  args: {
    open: true,
    sending: false,
    target: { id: 7, name: 'Bohdan', pet_name: 'Kesha', pet_gender: 'boy' },
    onClose: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenLightUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const Sending: Story = { args: { sending: true } };

export const AboutAGirl: Story = { args: { target: { id: 8, name: 'Chrystia', pet_name: 'Rio', pet_gender: 'girl' } } };
