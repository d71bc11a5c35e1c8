import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, radius, space } from '../styles/tokens';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(2rem)' }, to: { opacity: 1, transform: 'none' } });
const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.accentSoft}` },
  '70%': { boxShadow: '0 0 0 1.5rem transparent' },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

/** Above everything but toasts: a call must not hide under a popup. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.dialog,
  background: vars.color.overlay,
});

/** One layout for phone and desktop: the whole viewport, content centred in a column. */
export const sheet = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.dialog,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.lg,
  padding: `${space.xl} ${space.lg} calc(${space.xl} + env(safe-area-inset-bottom))`,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: 'center',
  animation: `${rise} 200ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const photo = style({
  width: '9rem',
  height: '9rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: font.size.xl,
  fontWeight: 700,
  animation: `${pulse} 2s infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const photoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const title = style({ margin: 0, fontSize: font.size.xl, lineHeight: 1.3, overflowWrap: 'anywhere' });

export const pet = style({ margin: 0, color: vars.color.textMuted, fontSize: font.size.md });

export const actions = style({
  display: 'flex',
  gap: space.xl,
  marginTop: space.lg,
  width: 'min(100%, 24rem)',
});

/** At least 56 px tall (issue 25: big enough to hit at once on a phone). */
export const action = style({
  flex: 1,
  minHeight: '3.5rem',
  borderRadius: radius.xl,
  fontSize: font.size.lg,
});
