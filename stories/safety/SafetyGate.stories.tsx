import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import { SafetyGate } from '../../src/features/safety/SafetyGate';

/** What the chat screen shows instead of Start when random chat is closed to the user. */
const meta = {
  title: 'Safety/Chat gate',
  component: SafetyGate,
  args: { gate: 'birthDate', birthDate: { busy: false, error: null }, onSaveBirthDate: fn() },
} satisfies Meta<typeof SafetyGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskBirthDate: Story = {};
export const AskBirthDateUkrainian: Story = { globals: inLanguage('ua') };
export const SavingBirthDate: Story = { args: { birthDate: { busy: true, error: null } } };
export const BirthDateRefused: Story = {
  args: { birthDate: { busy: false, error: 'The date of birth cannot be changed' } },
};
export const AdultsOnly: Story = { args: { gate: 'adultsOnly' } };
export const AdultsOnlyUkrainian: Story = { args: { gate: 'adultsOnly' }, globals: inLanguage('ua') };
export const UnderReview: Story = { args: { gate: 'underReview' } };
