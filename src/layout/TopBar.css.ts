import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, layer, media, radius, size, space } from '../styles/tokens';
import { sheetScrim } from './AccountArea.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: layer.topBar,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    // The bell's panel lives in this bar's stacking context: while it is open (its scrim is there)
    // the bar rises to the dialogs' layer, so the sheet covers the cookie banner and the page.
    [`&:has(${sheetScrim})`]: { zIndex: layer.dialog },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  maxWidth: size.contentMax,
  minHeight: size.topBarHeight,
  margin: '0 auto',
  padding: `0 ${space.lg}`,
  '@media': { [media.narrow]: { gap: space.xs, padding: `0 ${space.sm}` } },
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: size.touchTarget,
  minHeight: size.touchTarget,
  borderRadius: radius.md,
  textDecoration: 'none',
});

export const right = style({ display: 'flex', alignItems: 'center', gap: space.xs, minWidth: 0 });

export const skipLink = style({
  position: 'absolute',
  left: space.md,
  top: '-4rem',
  zIndex: layer.toast,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: font.weight.bold,
  selectors: { '&:focus': { top: space.xs, color: vars.color.accentText } },
});

export const accountButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: space.xs,
  minHeight: size.touchTarget,
  padding: `${space.xxs} ${space.sm} ${space.xxs} ${space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  fontWeight: font.weight.bold,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
  // On a phone the avatar alone, a round touch target like the bell: with the chevron the bar was
  // 378 px wide, so a 360 px phone zoomed the whole page out (design pass two).
  '@media': { [media.narrow]: { width: size.touchTarget, padding: 0, justifyContent: 'center' } },
});

globalStyle(`${accountButton} > svg`, { '@media': { [media.narrow]: { display: 'none' } } });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: font.weight.heavy,
});
