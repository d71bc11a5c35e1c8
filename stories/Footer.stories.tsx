import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage, storyTheme } from '../.storybook/globals';
import { CONTACT_EMAIL } from '../src/config';
import { Footer } from '../src/layout/Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { language: 'en', theme: 'dark', contactEmail: CONTACT_EMAIL, onLanguageChange: fn(), onThemeToggle: fn() },
  // The switches show the toolbar's language and theme as the current ones.
  render: (args, { globals }) => <Footer {...args} language={storyLanguage(globals)} theme={storyTheme(globals)} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: inTheme('light') };

export const Ukrainian: Story = { globals: inLanguage('ua') };

export const UkrainianLight: Story = { globals: { ...inLanguage('ua'), ...inTheme('light') } };
