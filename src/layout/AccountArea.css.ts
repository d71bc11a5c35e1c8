import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, media, radius, size, space } from '../styles/tokens';

export const area = style({ display: 'flex', alignItems: 'center', gap: space.xs });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  overflow: 'hidden',
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: font.size.xs,
  fontWeight: font.weight.heavy,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const userName = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.narrow]: { display: 'none' } },
});

export const bellWrap = style({ position: 'relative' });

/** Shown only on narrow screens (the collapsed top bar's menu). */
export const narrowOnly = style({ display: 'none', '@media': { [media.narrow]: { display: 'inline-flex' } } });

/** A round icon button of the top bar: a full touch target. */
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.touchTarget,
  height: size.touchTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-expanded="true"]': { borderColor: vars.color.accent },
  },
});

/** Guest links at full touch height. */
export const guestLink = style({ minHeight: size.touchTarget });

/**
 * Subscribe is always shown (spec §2). On a phone it is a round icon button of the top bar's size
 * (its label stays its accessible name, see subscribeLabel); `&&` outweighs the button's padding.
 */
export const subscribe = style({
  '@media': {
    [media.narrow]: {
      selectors: {
        '&&': {
          position: 'relative',
          width: size.touchTarget,
          minWidth: size.touchTarget,
          padding: 0,
          justifyContent: 'center',
          flexShrink: 0,
        },
      },
    },
  },
});

/** The word "Subscribe": hidden on a phone but still read, so the icon button keeps its name. */
export const subscribeLabel = style({
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The bell is one of the top bar's round icon buttons. */
export const bellButton = iconButton;

export const unreadDot = style({
  position: 'absolute',
  top: '0.35rem',
  right: '0.4rem',
  width: '0.6rem',
  height: '0.6rem',
  borderRadius: radius.pill,
  background: vars.color.danger,
  boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}`,
});

/**
 * Wider screens: a dropdown under the bell, its right edge on the bell's (Radix's popper places
 * it, `align="end"`, and keeps it inside the viewport). Phones: a full-width bottom sheet over a
 * scrim (issue 25), whatever the bell's place in the bar.
 */
export const panel = style({
  zIndex: layer.dialog,
  width: 'min(24rem, calc(100vw - 2rem))',
  padding: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: `0 16px 40px ${vars.color.shadow}`,
  '@media': {
    [media.narrow]: {
      position: 'fixed',
      top: 'auto',
      left: 0,
      right: 0,
      bottom: 0,
      width: '100%',
      maxHeight: '85dvh',
      display: 'flex',
      flexDirection: 'column',
      padding: `${space.xs} ${space.md} calc(${space.md} + env(safe-area-inset-bottom, 0px))`,
      borderRadius: `${radius.xl} ${radius.xl} 0 0`,
      borderBottom: 'none',
      boxShadow: `0 -16px 40px ${vars.color.shadow}`,
    },
  },
});

/** The sheet's grab handle on a phone: a sign that it is a sheet over the page. */
export const sheetHandle = style({
  display: 'none',
  '@media': {
    [media.narrow]: {
      display: 'block',
      alignSelf: 'center',
      flexShrink: 0,
      width: '2.5rem',
      height: '0.3rem',
      margin: `0 auto ${space.sm}`,
      borderRadius: radius.pill,
      background: vars.color.borderStrong,
    },
  },
});

/** Phones: the page dims behind the bell's sheet; a tap on it closes the sheet (outside the panel). */
export const sheetScrim = style({
  display: 'none',
  '@media': {
    [media.narrow]: {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: layer.dialog,
      background: vars.color.shadow,
    },
  },
});

export const panelTitle = style({
  marginBottom: space.xs,
  fontSize: font.size.md,
  '@media': { [media.narrow]: { fontSize: font.size.lg, flexShrink: 0 } },
});

export const empty = style({
  padding: `${space.md} ${space.xs}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: font.size.sm,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: space.xs,
  borderRadius: radius.sm,
  background: vars.color.surface,
  fontSize: font.size.sm,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const itemMeta = style({ color: vars.color.textMuted, fontSize: font.size.xs });

export const itemIcon = style({ color: vars.color.accent, display: 'inline-flex' });

export const plan = style({ display: 'flex', flexDirection: 'column', gap: space.md });

/**
 * Phones: Radix's popper wrapper moves the panel with an inline `transform`, and a transformed
 * ancestor would hold the fixed sheet inside it; without the transform the sheet is fixed to the
 * viewport, at its bottom.
 */
globalStyle(`[data-radix-popper-content-wrapper]:has(> ${panel})`, {
  '@media': { [media.narrow]: { transform: 'none !important' } },
});
