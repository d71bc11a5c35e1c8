import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLanguage, storyLanguage } from '../../.storybook/globals';
import { SubscriptionView } from '../../src/features/accounts/SubscriptionView';
import { inTwoWeeks } from './sample-data';

/** Spec §2 /subscription in the reading "only the text 'Under development...'", with the user's plan. */
const meta = {
  title: 'Accounts/Subscription',
  component: SubscriptionView,
  args: { status: { kind: 'trial', until: inTwoWeeks }, language: 'en' },
  render: (args, { globals }) => <SubscriptionView {...args} language={storyLanguage(globals)} />,
} satisfies Meta<typeof SubscriptionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trial: Story = {};

export const TrialUkrainian: Story = { globals: inLanguage('ua') };

export const Subscribed: Story = { args: { status: { kind: 'subscribed', until: inTwoWeeks } } };

export const NotSubscribed: Story = { args: { status: { kind: 'none' } } };
