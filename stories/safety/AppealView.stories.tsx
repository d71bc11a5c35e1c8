import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { AppealView } from '../../src/features/safety/AppealView';

/** /appeal: a banned user's one appeal against the ban, from the link of the login notice. */
const meta = {
  title: 'Safety/Appeal page',
  component: AppealView,
  args: { token: 'sample.token', busy: false, sent: false, fieldErrors: null, refusal: null, onSubmit: fn() },
} satisfies Meta<typeof AppealView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const FormUkrainianLight: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };
export const Sending: Story = { args: { busy: true } };
export const Sent: Story = { args: { sent: true } };
export const SentUkrainian: Story = { args: { sent: true }, globals: inLanguage('ua') };
export const NoLink: Story = { args: { token: null } };
export const LinkExpired: Story = { args: { refusal: 'appeal_token_invalid' } };
export const AlreadyAppealed: Story = { args: { refusal: 'appeal_exists' } };
export const MessageMissing: Story = {
  args: { fieldErrors: { message: ['Please tell us why the ban should be lifted'] } },
  globals: inLanguage('ua'),
};
