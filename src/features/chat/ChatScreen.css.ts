import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, space } from '../../styles/tokens';
import { bar, pill, withoutPicture } from '../call/CallScreen.css';

/**
 * The random chat's own parts of the call screen: its top bar (chat title, partner), the
 * invitation's words, the search's clock and the pool figures. The stage itself is
 * ../call/CallScreen.css.ts, shared with the friend call.
 */

export const topBar = style([
  bar,
  {
    top: 0,
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    background: `linear-gradient(to bottom, ${vars.video.scrim}, ${vars.video.scrimFade})`,
    selectors: { [withoutPicture]: { background: 'none' } },
    paddingBottom: space.xl,
    // Phones: one row (the pills shorten with an ellipsis), so the partner card below has a fixed place.
    '@media': { [media.narrow]: { flexWrap: 'nowrap', paddingBottom: space.md } },
  },
]);

export const titleLink = style([
  pill,
  {
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.accent },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const companionTop = style([
  pill,
  {
    maxWidth: '60%',
    minWidth: 0,
    // Phones: the partner's pill keeps the room it needs, the title gives way.
    '@media': { [media.narrow]: { maxWidth: '70%', flexShrink: 0 } },
  },
]);

export const chatTitle = style({
  '@media': {
    [media.narrow]: { minWidth: 0, flexShrink: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  },
});

export const invitationText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  maxWidth: '32rem',
});

export const greeting = style({ color: vars.color.accent, fontWeight: font.weight.bold });

export const heading = style({ fontSize: font.size.xxl, letterSpacing: '-0.02em', color: vars.color.text });

export const lead = style({ maxWidth: '32rem', color: vars.color.textMuted, fontSize: font.size.lg });

/**
 * Beside "Meet again?" on a phone: the greeting and the description give way (the user has just
 * had a call and knows what Start does), so the card, the preview and Start fit without scrolling.
 */
export const besideMeetAgain = style({});

globalStyle(`${besideMeetAgain} > ${greeting}, ${besideMeetAgain} > ${lead}`, {
  '@media': { [media.narrow]: { display: 'none' } },
});

export const requested = style({ color: vars.video.textMuted, fontSize: font.size.sm, whiteSpace: 'nowrap' });

export const searchProgress = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
});

export const elapsed = style([pill, { fontVariantNumeric: 'tabular-nums', fontSize: font.size.lg }]);

export const poolFigures = style({ margin: 0, color: vars.color.textMuted, fontSize: font.size.sm });
