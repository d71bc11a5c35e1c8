import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, media, radius, size, space } from '../styles/tokens';

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  maxHeight: 'min(70vh, 32rem)',
  overflowY: 'auto',
  outline: 'none',
  // Phones: the sheet sets the height; the list scrolls inside it.
  '@media': { [media.narrow]: { maxHeight: 'none', minHeight: 0, flex: 1 } },
});

export const groupTitle = style({
  margin: `${space.xxs} 0`,
  color: vars.color.textMuted,
  fontSize: font.size.xs,
  fontWeight: font.weight.heavy,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  padding: space.xs,
  borderRadius: radius.sm,
  background: vars.color.surface,
  fontSize: font.size.sm,
});

export const callEntry = style({
  border: `1px solid ${vars.color.accent}`,
});

/**
 * The buttons take a row of their own under the text (issue 25): beside it, a text with a zero
 * flex basis shrank to one word per line and the buttons covered it. Any item kind can use it.
 */
export const entryActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.xs,
  flex: '1 0 100%',
  '@media': { [media.narrow]: { justifyContent: 'stretch' } },
});

/** Phones: the row's buttons share its width, each a full touch target. */
export const entryAction = style({
  '@media': { [media.narrow]: { flex: '1 1 0', minHeight: size.touchTarget, minWidth: 'max-content' } },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: space.xs,
  color: vars.color.textMuted,
  fontSize: font.size.sm,
});

export const problem = style([status, { color: vars.color.danger }]);

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: font.size.sm,
});

export const settingsHint = style({ color: vars.color.textMuted, fontSize: font.size.xs });
