import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { atWidth, inLanguage, inTheme } from '../../.storybook/globals';
import { LandingPets } from '../../src/features/accounts/LandingPets';
import { expect, page, tr } from '../support/play';

/** The signed-out home's pictures (issue 25): pets on a call, drawn at build, under the form. */
const meta = {
  title: 'Accounts/Landing pets',
  component: LandingPets,
  parameters: { layout: 'padded' },
  play: async () => {
    await expect(page().getByRole('heading', { name: tr(msg`Who you will meet`) }).tagName).toMatch(/^H[1-6]$/);
    const images = page().getAllByRole('img');
    // Three pictures, each named in the story's language, lazy and with its size kept.
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      tr(msg`A golden puppy on a video call, looking into the camera`),
      tr(msg`A grey cat on a video call, ears up`),
      tr(msg`A green parrot with an orange head on its perch, on a video call`),
    ]);
    for (const image of images) {
      await expect(image.getAttribute('loading')).toBe('lazy');
      await expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '240']);
    }
  },
} satisfies Meta<typeof LandingPets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: atWidth('desktop') };

export const DesktopLightUkrainian: Story = {
  globals: { ...atWidth('desktop'), ...inTheme('light'), ...inLanguage('ua') },
};

export const Phone: Story = { globals: atWidth('phone') };

export const SmallPhoneUkrainianLight: Story = {
  globals: { ...atWidth('smallPhone'), ...inLanguage('ua'), ...inTheme('light') },
};
