import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { font, media, space } from '../styles/tokens';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    fontSize: font.size.lg,
    fontWeight: font.weight.heavy,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
  },
  variants: {
    // Dark variant for dark backgrounds, light variant for light ones.
    variant: {
      dark: { color: vars.brand.cream },
      light: { color: vars.brand.ink },
    },
  },
});

export const bubble = style({ fill: vars.brand.orange });

export const paw = recipe({
  variants: {
    variant: {
      dark: { fill: vars.brand.ink },
      light: { fill: vars.brand.cream },
    },
  },
});

/**
 * "Chat" in the brand orange: the fill orange on dark backgrounds (7.9:1), the darker text orange
 * on light ones, so the word mark passes text contrast in both themes too.
 */
export const wordAccent = recipe({
  variants: {
    variant: { dark: { color: vars.brand.orange }, light: { color: vars.brand.orangeText } },
  },
});

/** On narrow screens the mark alone stands for the brand (the link keeps its name), so the bar fits. */
export const wordMark = style({ '@media': { [media.narrow]: { display: 'none' } } });
