import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

/** The card every accounts screen sits in (login, sign-up, verification, password reset). */
export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: space.lg,
    width: '100%',
    margin: `${space.lg} auto`,
    padding: `${space.xl} ${space.xl}`,
    borderRadius: radius.xl,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: `0 16px 48px ${vars.color.shadow}`,
    '@media': { [media.narrow]: { padding: `${space.lg} ${space.md}`, borderRadius: radius.lg } },
  },
  variants: {
    width: {
      narrow: { maxWidth: '28rem' },
      wide: { maxWidth: '40rem' },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: space.xs, textAlign: 'center' });

export const title = style({ fontSize: font.size.xl, letterSpacing: '-0.01em' });

export const lead = style({ color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

/** Two fields side by side on wide screens. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.xs,
  fontSize: font.size.sm,
});

export const centered = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space.xs,
  fontSize: font.size.sm,
  color: vars.color.textMuted,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const textButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  fontWeight: font.weight.bold,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
  },
});
