import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.accentSoft}` },
  '70%': { boxShadow: `0 0 0 1.25rem transparent` },
  '100%': { boxShadow: `0 0 0 0 transparent` },
});

/** The ringing screen's friend card (spec §2 "/friend-call": the friend, while their phone rings). */
export const friendCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '24rem',
  padding: space.lg,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '6rem',
  height: '6rem',
  overflow: 'hidden',
  borderRadius: '50%',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: font.size.xl,
  fontWeight: font.weight.bold,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-out infinite` } },
});

export const still = style({ animation: 'none' });

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const name = style({ fontSize: font.size.lg, fontWeight: font.weight.bold });

/** The name with the connection quality beside it. */
export const nameLine = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const pet = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs, color: vars.color.textMuted });

export const state = style({ color: vars.color.accent, fontWeight: font.weight.bold });

export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '30rem',
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const outcomeTitle = style({ fontSize: font.size.lg });

export const outcomeText = style({ color: vars.color.textMuted });
