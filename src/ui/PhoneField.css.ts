import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, radius, size, space } from '../styles/tokens';

export const row = style({ position: 'relative', display: 'flex', gap: space.xs });

export const countryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  flexShrink: 0,
  minHeight: size.touchTarget,
  padding: `0 ${space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    // A ring, not only a 1px border colour: a focus indicator a keyboard user can find (WCAG 2.4.7),
    // the same ring as every other control (global.css.ts), drawn tight to the field.
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.focus,
    },
  },
});

export const flag = style({ display: 'inline-flex', alignItems: 'center', lineHeight: 1 });

export const flagImage = style({ display: 'block', flexShrink: 0 });

/** A country without a drawn flag: its code on a neutral badge. */
export const flagBadge = style({ fill: vars.color.surfaceSunken });

export const flagCode = style({ fill: vars.color.text, fontSize: '8px', fontWeight: font.weight.bold });

export const flagEdge = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });

/** Placed by Radix under the button (its popper), flipped or shifted to stay in the viewport. */
export const popover = style({
  zIndex: layer.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  width: 'min(22rem, calc(100vw - 2rem))',
  padding: space.xs,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: `0 16px 40px ${vars.color.shadow}`,
});

export const list = style({ maxHeight: '16rem', overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  fontSize: font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.accentSoft },
    '&[aria-selected="true"]': { fontWeight: font.weight.bold },
  },
});

export const optionName = style({ flex: 1 });

export const dial = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const empty = style({ padding: `${space.xs} ${space.sm}`, fontSize: font.size.sm, color: vars.color.textMuted });
