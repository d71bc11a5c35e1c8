import { describe, expect, it } from 'vitest';
import { landingSvg } from '../../scripts/landing-images';
import { LANDING_IMAGES, type LandingPet } from '../../src/features/accounts/landing-images';

/** The landing pictures drawn at build (scripts/landing-images.ts): light, sized, self-contained. */
describe('landing images', () => {
  for (const pet of Object.keys(LANDING_IMAGES) as LandingPet[]) {
    it(`draws the ${pet} at the size the page reserves, under 3 KB, with nothing fetched`, () => {
      const svg = landingSvg(pet);
      const { width, height } = LANDING_IMAGES[pet];
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`));
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(3000);
      expect(svg).not.toMatch(/href=|<image|url\((?!#)/);
    });
  }
});
