import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBottom: space.xxs,
  padding: 0,
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
});

export const options = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space.sm });

export const option = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const invalid = style({ borderColor: vars.color.danger });

/** The radio stays in the accessibility tree and takes focus; the card shows its state. */
export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });

export const icon = style({ flexShrink: 0 });

/** The rounded square behind the mark: pale in the light variant, deep in the dark one. */
export const tile = recipe({
  base: { strokeWidth: 2 },
  variants: {
    variant: { light: { fill: vars.brand.cream }, dark: { fill: vars.brand.ink } },
    accent: { boy: { stroke: vars.brand.teal }, girl: { stroke: vars.brand.orange } },
  },
});

export const mark = recipe({
  variants: {
    variant: { light: { stroke: vars.brand.ink }, dark: { stroke: vars.brand.cream } },
  },
});
