import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { groupBreeds } from '../../machines/breed-picker/breed-groups';
import { BreedMenu } from '../../src/features/breeds/BreedMenu';
import { sampleBreeds } from './sample-data';

const meta = {
  title: 'Profile/Navbar breed menu',
  component: BreedMenu,
  args: {
    open: true,
    loading: false,
    choosing: false,
    breeds: sampleBreeds,
    chosenBreedId: null,
    subscribed: true,
    problem: null,
    query: '',
    groups: groupBreeds(sampleBreeds, '', null),
    onSearch: fn(),
    onOpenChange: fn(),
    onChoose: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BreedMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribed: Story = {};

export const SubscribedWithChoice: Story = { args: { chosenBreedId: 2 } };

export const SubscribedUkrainian: Story = { globals: { ...inTheme('light'), ...inLanguage('ua') } };

export const NotSubscribed: Story = { args: { subscribed: false } };

export const NotSubscribedUkrainian: Story = { args: { subscribed: false }, globals: inLanguage('ua') };

export const Loading: Story = { args: { breeds: [], loading: true } };

export const LoadFailed: Story = { args: { breeds: [], problem: 'loadFailed' } };

export const ChooseFailed: Story = { args: { problem: 'chooseFailed' } };

export const Closed: Story = { args: { open: false, chosenBreedId: 3 } };

export const Choosing: Story = { args: { open: false, choosing: true } };

/** The user's own breed first, then the groups. */
export const OwnBreedFirst: Story = { args: { groups: groupBreeds(sampleBreeds, '', 3) } };

/** Searching narrows the list (English or Ukrainian names). */
export const Searching: Story = { args: { query: 'co', groups: groupBreeds(sampleBreeds, 'co', null) } };

export const NothingMatchesPhoneUkrainian: Story = {
  args: { query: 'зебра', groups: [] },
  globals: { ...atWidth('phone'), ...inLanguage('ua') },
};

export const OwnBreedFirstDesktop: Story = {
  args: { groups: groupBreeds(sampleBreeds, '', 3) },
  globals: atWidth('desktop'),
};
