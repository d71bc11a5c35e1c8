import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { font, layer, media, radius, size, space } from '../../styles/tokens';
import * as menu from '../../ui/DropdownMenu.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  flexShrink: 0,
  minHeight: size.touchTarget,
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: font.weight.bold,
  fontSize: font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-state="open"]': { borderColor: vars.color.accent },
  },
});

export const triggerText = style({
  maxWidth: '10rem',
  // The paw alone on phones (the button keeps its name for screen readers via aria-label).
  '@media': { [media.narrow]: { display: 'none' } },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const content = style([
  menu.content,
  { zIndex: layer.dialog, width: 'min(22rem, calc(100vw - 2rem))', padding: space.xs },
]);

export const warning = recipe({
  base: {
    padding: `${space.xs} ${space.sm}`,
    borderRadius: radius.sm,
    fontSize: font.size.xs,
    fontWeight: font.weight.medium,
  },
  variants: {
    subscribed: {
      true: { background: vars.color.infoSoft, color: vars.color.info },
      false: { background: vars.color.warningSoft, color: vars.color.warning },
    },
  },
});

export const subscribe = style([
  menu.item,
  {
    justifyContent: 'center',
    marginTop: space.xxs,
    fontWeight: font.weight.bold,
    color: vars.color.accent,
    textDecoration: 'none',
  },
]);

export const separator = menu.separator;

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  fontSize: font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({ padding: `${space.xs} ${space.sm}`, fontSize: font.size.sm, color: vars.color.danger });

export const list = style({ maxHeight: '20rem', overflowY: 'auto' });

/** Hover highlights too: while the search box has focus, items under the mouse are not focused. */
export const item = style([
  menu.item,
  { selectors: { '&:hover:not([data-disabled])': { background: vars.color.accentSoft } } },
]);

export const image = style({
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const name = style({ flex: 1, fontWeight: font.weight.medium });

export const choose = recipe({
  base: {
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radius.pill,
    fontSize: font.size.xs,
    fontWeight: font.weight.bold,
  },
  variants: {
    current: {
      true: { background: vars.color.accent, color: vars.color.accentText },
      false: { border: `1px solid ${vars.color.border}`, color: vars.color.text },
    },
  },
});

export const search = style({
  width: '100%',
  minHeight: size.touchTarget,
  margin: `${space.xs} 0`,
  padding: `0 ${space.sm}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: font.size.md,
});

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupLabel = style({
  padding: `${space.xs} ${space.xs} ${space.xxs}`,
  color: vars.color.textMuted,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const menuBody = style({ display: 'contents' });
