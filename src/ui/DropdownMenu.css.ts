import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, radius, space } from '../styles/tokens';

const drop = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  zIndex: layer.dialog,
  minWidth: '12rem',
  padding: space.xxs,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: `0 16px 40px ${vars.color.shadow}`,
  animation: `${drop} 140ms ease-out`,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.sm,
  fontSize: font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});

export const danger = style({ color: vars.color.danger });

export const separator = style({ height: '1px', margin: `${space.xxs} 0`, background: vars.color.border });

export const label = style({ padding: `${space.xs} ${space.sm}`, fontSize: font.size.xs, color: vars.color.textMuted });
