import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage } from '../.storybook/globals';
import { LegalPage } from '../src/features/legal/LegalPage';
import { loadLegalMessages } from '../src/features/legal/legal-catalog';

const meta = {
  title: 'Pages/Legal',
  component: LegalPage,
  args: { tab: 'terms-and-conditions', onSelectTab: fn() },
  argTypes: {
    tab: { control: 'inline-radio', options: ['terms-and-conditions', 'privacy-policy', 'offerta', 'rules-of-use'] },
  },
  // The documents are a catalog of their own, which the app's legal route loads (legal-catalog.ts).
  loaders: [
    async ({ globals }) => {
      await loadLegalMessages(storyLanguage(globals));
      return {};
    },
  ],
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsAndConditions: Story = {};

export const PrivacyPolicy: Story = { args: { tab: 'privacy-policy' } };

export const Offerta: Story = { args: { tab: 'offerta' } };

export const RulesOfUse: Story = { args: { tab: 'rules-of-use' } };

export const TermsUkrainian: Story = { globals: inLanguage('ua') };

export const PrivacyPolicyUkrainian: Story = { args: { tab: 'privacy-policy' }, globals: inLanguage('ua') };

export const OffertaUkrainian: Story = { args: { tab: 'offerta' }, globals: inLanguage('ua') };

export const RulesOfUseUkrainian: Story = { args: { tab: 'rules-of-use' }, globals: inLanguage('ua') };

export const TermsLight: Story = { globals: inTheme('light') };

export const PrivacyPolicyLight: Story = { args: { tab: 'privacy-policy' }, globals: inTheme('light') };
