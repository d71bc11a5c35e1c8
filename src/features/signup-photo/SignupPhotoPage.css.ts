import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: space.md,
  maxWidth: '30rem',
  margin: `${space.xl} auto`,
  padding: space.xl,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const step = style({
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.accent,
});

export const title = style({ fontSize: font.size.xl });

export const lead = style({ color: vars.color.textMuted });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '6rem',
  height: '6rem',
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const skip = style({ alignSelf: 'center', fontWeight: font.weight.bold });
