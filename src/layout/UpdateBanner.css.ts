import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, media, radius, space } from '../styles/tokens';

// Like the cookie banner: sticky at the bottom of the viewport, after the footer in the flow.
export const banner = style({
  position: 'sticky',
  bottom: space.md,
  zIndex: layer.banner,
  alignSelf: 'center',
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  width: 'min(36rem, calc(100vw - 2rem))',
  margin: `${space.md} auto`,
  padding: `${space.sm} ${space.sm} ${space.sm} ${space.lg}`,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  '@media': { [media.narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const text = style({ flex: 1, fontSize: font.size.sm, margin: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs });
