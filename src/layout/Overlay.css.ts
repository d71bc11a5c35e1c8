import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, radius, space } from '../styles/tokens';

export const screen = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  background: vars.color.background,
});

export const veil = style([screen, { background: vars.color.overlay }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  maxWidth: '28rem',
  padding: space.xl,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
  boxShadow: `0 24px 64px ${vars.color.shadow}`,
});

export const icon = style({ width: '3.5rem', height: '3.5rem', color: vars.color.accent });

export const title = style({ fontSize: font.size.xl });

export const muted = style({ color: vars.color.textMuted });

export const code = style({
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: font.mono,
  fontSize: font.size.xs,
  letterSpacing: '0.04em',
});

export const centered = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.xxl,
});
