import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const frame = style({
  alignSelf: 'center',
  width: '15rem',
  height: '15rem',
  borderRadius: radius.lg,
  overflow: 'hidden',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const canvas = style({ display: 'block', width: '100%', height: '100%' });

export const sliders = style({ display: 'grid', gap: space.xs });

export const sliderLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
});

export const slider = style({ width: '100%', accentColor: vars.color.accent, cursor: 'pointer' });
