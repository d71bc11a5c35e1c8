import { style } from '@vanilla-extract/css';
import { aboveControls } from '../../styles/call-geometry';
import { vars } from '../../styles/theme.css';
import { font, layer, media, radius, space } from '../../styles/tokens';

/**
 * On the idle stage the card is part of the invitation, first and on a line of its own: as an
 * overlay there it covered Start (issue 25).
 */
export const inlineSlot = style({
  display: 'flex',
  justifyContent: 'center',
  // Wider screens lay the invitation out in a wrapping row: a line of its own. Phones stack it in a
  // column, where a basis of 100% would be the whole stage's height.
  flexBasis: '100%',
  width: '100%',
  flexShrink: 0,
  '@media': { [media.narrow]: { flexBasis: 'auto' } },
});

/**
 * The "Meet again?" card: a panel at the bottom left of the stage, above the call controls (it
 * must never cover them: the next call goes on under it) and beside the own preview.
 */
export const card = style({
  position: 'absolute',
  left: space.md,
  bottom: aboveControls,
  zIndex: layer.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: 'min(22rem, calc(100% - 2rem))',
  padding: space.md,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 0.5rem 1.5rem ${vars.color.shadow}`,
  textAlign: 'start',
  selectors: { [`${inlineSlot} &`]: { position: 'static', zIndex: 'auto' } },
  // Phones: left of the own preview (6.5rem wide at the right edge); in the invitation, its width.
  '@media': {
    [media.narrow]: {
      left: space.sm,
      width: 'calc(100% - 8.25rem)',
      padding: space.sm,
      selectors: { [`${inlineSlot} &`]: { width: '100%' } },
    },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const photo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3.25rem',
  height: '3.25rem',
  overflow: 'hidden',
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const photoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const title = style({ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.bold });

export const pet = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  fontWeight: font.weight.medium,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const success = style({ margin: 0, fontWeight: font.weight.bold, color: vars.color.text });

export const problem = style({ margin: 0, color: vars.color.danger });

export const heart = style({ color: vars.color.accentText });
