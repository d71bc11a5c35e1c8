import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inLanguage, inTheme } from '../../.storybook/globals';
import type { QualityLevel } from '../../machines/call-quality/call-quality.types';
import type { FriendProfile } from '../../machines/friend-call/friend-call.types';
import { CompanionCard } from '../../src/features/call/CompanionCard';
import { ConnectionQuality } from '../../src/features/call/ConnectionQuality';
import { FriendCard } from '../../src/features/friend-call/FriendCard';
import { SAMPLE_AVATAR } from '../profile/sample-data';

const LEVELS: QualityLevel[] = ['good', 'fair', 'poor'];

const companion = { name: 'Bohdan', petName: 'Kesha', petGender: 'boy' as const, photo: SAMPLE_AVATAR };
const olena: FriendProfile = {
  id: 4,
  name: 'Olena',
  image: null,
  petName: 'Murka',
  petGender: 'girl',
  breed: { name: 'Siamese', name_ua: 'Сіамська' },
};

/** Every level where the app shows it: over the call's video, and on the theme's surface. */
function Gallery({ level }: { level: QualityLevel | null }) {
  return (
    <div style={{ display: 'grid', gap: 24, padding: 16 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {LEVELS.map((l) => (
          <ConnectionQuality key={l} level={l} />
        ))}
      </div>
      {/* The small companion card sits on the video's dark scrim in both themes. */}
      <div style={{ position: 'relative', height: 160, background: '#6a6a6a', borderRadius: 12 }}>
        <CompanionCard companion={companion} breedName="Budgerigar" quality={level} />
      </div>
      <FriendCard friend={olena} quality={level} />
    </div>
  );
}

const meta = {
  title: 'Chat/Connection quality',
  component: Gallery,
  args: { level: 'fair' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Three bare meters plus the two cards'.
    await expect(canvas.getAllByTestId('connection-quality')).toHaveLength(5);
    for (const meter of canvas.getAllByRole('img').filter((el) => el.dataset.testid === 'connection-quality'))
      await expect(meter.getAttribute('title')).toBe(meter.getAttribute('aria-label'));
  },
};

export const Good: Story = { args: { level: 'good' } };

export const Poor: Story = { args: { level: 'poor' } };

export const PoorLight: Story = { args: { level: 'poor' }, globals: inTheme('light') };

export const PoorUkrainian: Story = { args: { level: 'poor' }, globals: inLanguage('ua') };

/** Before the first reading (or outside a call): the cards show nothing. */
export const NotMeasured: Story = {
  args: { level: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('connection-quality')).toHaveLength(3);
  },
};
