import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

/** The guest pages: the introduction beside the form on wide screens, above it on phones. */
export const guestLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)',
  alignItems: 'center',
  gap: space.xl,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md } },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.xl,
  borderRadius: radius.xl,
  background: `linear-gradient(150deg, ${vars.color.accentSoft}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.narrow]: { padding: space.lg, borderRadius: radius.lg } },
});

/**
 * The pet that opens the introduction on wide screens. Hidden on phones, where the pictures follow
 * the form and the form must stay near the top (lazy, so a hidden one is never fetched).
 */
export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '16rem',
  objectFit: 'cover',
  // A short box keeps the call's top bar and the pet's face, and crops the body.
  objectPosition: 'center top',
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.narrow]: { display: 'none' } },
});

export const heading = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const title = style({ fontSize: font.size.xl, letterSpacing: '-0.01em', color: vars.color.text });

export const lead = style({ fontSize: font.size.lg, color: vars.color.text });

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm, color: vars.color.text });

export const benefitIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
});
