import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

/** A warm frame around the own preview: the accent's soft tint, paw prints on two corners. */
export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  width: 'min(100%, 24rem)',
  margin: 0,
  padding: space.sm,
  borderRadius: radius.xl,
  background: vars.color.accentSoft,
  border: `2px solid ${vars.color.accent}`,
  boxShadow: `0 12px 32px ${vars.color.shadow}`,
  '@media': { [media.narrow]: { width: 'min(100%, 17rem)', padding: space.xs } },
});

const paw = style({
  position: 'absolute',
  display: 'inline-flex',
  width: '2rem',
  height: '2rem',
  padding: space.xxs,
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
});

export const pawTopLeft = style([
  paw,
  { top: `calc(-1 * ${space.sm})`, left: `calc(-1 * ${space.sm})`, transform: 'rotate(-20deg)' },
]);

export const pawBottomRight = style([
  paw,
  { bottom: `calc(-1 * ${space.sm})`, right: `calc(-1 * ${space.sm})`, transform: 'rotate(20deg)' },
]);

/** The picture's place: 4:3 like the camera, so the frame keeps its size while the camera opens. */
export const window = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: radius.lg,
  background: vars.color.surface,
  '@media': { [media.narrow]: { maxHeight: '30vh' } },
});

/**
 * Beside "Meet again?" on a phone the frame gives way: a smaller picture and no name tag, so that
 * the card, the preview and Start fit above the controls of a 740-px-high screen without scrolling.
 */
export const compactWindow = style({ '@media': { [media.narrow]: { maxHeight: '16vh' } } });

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // Spec §2: the own preview is mirrored, as in a mirror.
  transform: 'scaleX(-1)',
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  padding: space.md,
  textAlign: 'center',
  background: vars.color.backgroundAccent,
});

export const placeholderPicture = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '6rem',
  height: '6rem',
  overflow: 'hidden',
  borderRadius: radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
  border: `3px solid ${vars.color.surface}`,
  '@media': { [media.narrow]: { width: '4rem', height: '4rem' } },
});

export const placeholderText = style({ margin: 0, maxWidth: '18rem', color: vars.color.text, fontSize: font.size.sm });

/** The name tag under the picture: the pet's photo, name and breed. */
export const tag = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minWidth: 0,
  padding: `0 ${space.xs}`,
  color: vars.color.text,
  textAlign: 'start',
});

export const compactTag = style({ '@media': { [media.narrow]: { display: 'none' } } });

export const tagPicture = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  overflow: 'hidden',
  borderRadius: radius.pill,
  background: vars.color.surface,
  color: vars.color.accent,
});

export const tagText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tagName = style({
  fontWeight: font.weight.heavy,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tagBreed = style({ color: vars.color.textMuted, fontSize: font.size.sm });

globalStyle(`${placeholderPicture} img, ${tagPicture} img`, { width: '100%', height: '100%', objectFit: 'cover' });
