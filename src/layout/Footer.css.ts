import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, media, radius, size, space } from '../styles/tokens';

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  maxWidth: size.contentMax,
  margin: '0 auto',
  padding: `${space.md} ${space.lg}`,
  fontSize: font.size.sm,
  '@media': { [media.narrow]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.lg });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const controls = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const segmented = style({
  display: 'inline-flex',
  margin: 0,
  minWidth: 0,
  padding: '3px',
  borderRadius: radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const segment = style({
  minWidth: '2.75rem',
  minHeight: '2.25rem',
  padding: `0 ${space.sm}`,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:hover:not([aria-pressed="true"])': { color: vars.color.text },
  },
});

export const themeToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '2.5rem',
  padding: `0 ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});
