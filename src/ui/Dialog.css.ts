import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, media, radius, space } from '../styles/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.dialog,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: layer.dialog,
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: space.xl,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 24px 64px ${vars.color.shadow}`,
  animation: `${popIn} 180ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.md,
  marginBottom: space.md,
});

export const title = style({ fontSize: font.size.lg, fontWeight: font.weight.heavy });

export const description = style({ color: vars.color.textMuted, marginBottom: space.lg });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.sm,
  marginTop: space.lg,
  // Phones: one full-width button a row, the main action on top, so they stack evenly (issue 25).
  '@media': { [media.narrow]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

globalStyle(`${footer} > *`, { '@media': { [media.narrow]: { width: '100%' } } });
