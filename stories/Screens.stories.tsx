import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLanguage, inTheme } from '../.storybook/globals';
import { LanguageSpinner } from '../src/layout/LanguageSpinner';
import { NotFound } from '../src/layout/NotFound';
import { OfflineScreen } from '../src/layout/OfflineScreen';

/** Whole-page states of the layout: offline cover, language loading veil, 404. */
const meta = {
  title: 'Layout/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = { render: () => <OfflineScreen /> };

export const OfflineLight: Story = { render: () => <OfflineScreen />, globals: inTheme('light') };

export const OfflineUkrainian: Story = { render: () => <OfflineScreen />, globals: inLanguage('ua') };

export const LanguageLoading: Story = { render: () => <LanguageSpinner /> };

export const LanguageLoadingLight: Story = { render: () => <LanguageSpinner />, globals: inTheme('light') };

export const PageNotFound: Story = { render: () => <NotFound />, parameters: { layout: 'padded' } };

export const PageNotFoundLight: Story = {
  render: () => <NotFound />,
  parameters: { layout: 'padded' },
  globals: inTheme('light'),
};

export const PageNotFoundUkrainian: Story = {
  render: () => <NotFound />,
  parameters: { layout: 'padded' },
  globals: inLanguage('ua'),
};
