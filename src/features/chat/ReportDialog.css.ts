import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

export const target = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space.xxs} ${space.md}`,
  margin: `0 0 ${space.md}`,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  fontSize: font.size.sm,
});

globalStyle(`${target} dt`, { color: vars.color.textMuted });
globalStyle(`${target} dd`, { margin: 0, fontWeight: font.weight.bold });

export const pet = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const textarea = style({
  minHeight: '7rem',
  resize: 'vertical',
  lineHeight: font.lineHeight.normal,
  paddingTop: space.sm,
});

export const frame = style({ margin: `0 0 ${space.md}`, display: 'grid', gap: space.xs });

globalStyle(`${frame} img`, {
  width: '100%',
  maxHeight: '14rem',
  objectFit: 'contain',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const frameNote = style({ margin: 0, fontSize: font.size.sm, color: vars.color.textMuted });

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
});
