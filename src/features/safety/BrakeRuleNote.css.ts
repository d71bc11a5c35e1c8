import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

export const note = style({
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  fontSize: font.size.sm,
});

export const summary = style({ cursor: 'pointer', fontWeight: font.weight.medium });

export const list = style({ margin: `${space.xs} 0 0`, paddingInlineStart: space.lg, display: 'grid', gap: space.xxs });
