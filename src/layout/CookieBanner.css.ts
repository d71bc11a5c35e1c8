import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, media, radius, space } from '../styles/tokens';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(1rem)' }, to: { opacity: 1, transform: 'none' } });

// Sticky at the bottom of the viewport while the page scrolls, but it sits after the footer in
// the flow, so at the end of the page it never covers the footer's controls.
export const banner = style({
  position: 'sticky',
  bottom: space.md,
  zIndex: layer.banner,
  alignSelf: 'center',
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: 'min(48rem, calc(100vw - 2rem))',
  margin: `${space.md} auto`,
  padding: `${space.md} ${space.md} ${space.md} ${space.lg}`,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  animation: `${rise} 220ms ease-out`,
  '@media': { [media.narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const cookie = style({ display: 'inline-flex', color: vars.color.accent, flexShrink: 0 });

export const text = style({ flex: 1, fontSize: font.size.sm });

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs });
