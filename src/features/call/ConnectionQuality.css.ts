import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * Three bars like a phone's signal: all three lit and green when good, two amber when fair, one
 * red when poor. Over the video (the small companion card) the scrim is dark in both themes, so
 * the bars take fixed bright colours; on a theme surface (the large card, the friend's card) the
 * theme's own success / warning / danger colours.
 */
export const meter = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: '2px',
  height: '14px',
  flexShrink: 0,
  cursor: 'help',
});

export const bar = style({ width: '4px', borderRadius: '1px' });

export const height = styleVariants({ 1: { height: '6px' }, 2: { height: '10px' }, 3: { height: '14px' } });

/** Lit bars by level and background; unlit bars show the outline of the scale. */
export const onSurface = styleVariants({
  good: { color: vars.color.success },
  fair: { color: vars.color.warning },
  poor: { color: vars.color.danger },
  off: { color: vars.color.borderStrong },
});

export const onVideo = styleVariants({
  good: { color: '#4FD69F' },
  fair: { color: '#FFCB5C' },
  poor: { color: '#FF7A7A' },
  off: { color: 'rgba(255, 255, 255, 0.4)' },
});

/** The bars paint with the colour of their level (`currentColor`). */
export const paint = style({ background: 'currentColor' });
