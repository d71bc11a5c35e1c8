import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLanguage, inTheme } from '../../.storybook/globals';
import { BrakeRuleNote } from '../../src/features/safety/BrakeRuleNote';

/** "What pauses an account": the review brake's rule on the moderation page (docs/decisions.md). */
const meta = {
  title: 'Safety/Brake rule note',
  component: BrakeRuleNote,
  args: { minAccountAgeHours: 24 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrakeRuleNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Folded: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenLightUkrainian: Story = {
  args: { defaultOpen: true },
  globals: { ...inTheme('light'), ...inLanguage('ua') },
};
