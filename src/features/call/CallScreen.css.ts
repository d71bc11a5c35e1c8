import { style, styleVariants } from '@vanilla-extract/css';
import { aboveControls, phonePreview, primarySize, safeBottom } from '../../styles/call-geometry';
import { vars } from '../../styles/theme.css';
import { font, layer, media, motion, radius, size, space } from '../../styles/tokens';

/**
 * The call's layout on a phone (issue 25, docs/decisions.md "The phone call screen"): the partner
 * card under the top bar, the controls in one row at the bottom, the own preview in the corner just
 * above that row. These sizes place them so that none overlaps another.
 */
/** The top bar's one row on a phone: its padding and a pill. */
const topBarRow = `calc(${space.sm} + 2.5rem)`;
/**
 * The whole row of controls, its top padding included (that padding takes taps too): what a stage
 * that must never sit under the row leaves free at the bottom. Wider screens pad the row more.
 */
const controlsRow = {
  wide: `calc(${space.xl} + ${primarySize} + ${space.md} + ${safeBottom})`,
  narrow: `calc(${space.lg} + ${primarySize} + ${space.md} + ${safeBottom})`,
};

export const screen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: 'min(78vh, 46rem)',
  minHeight: '26rem',
  overflow: 'hidden',
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  selectors: {
    '&:fullscreen': { height: '100%', borderRadius: 0, border: 'none' },
  },
  // Phones: edge to edge under the top bar (the page's side padding is undone), no frame.
  '@media': {
    [media.narrow]: {
      width: `calc(100% + 2 * ${space.md})`,
      height: `calc(100dvh - ${size.topBarHeight})`,
      minHeight: '24rem',
      margin: `-${space.lg} -${space.md} 0`,
      borderRadius: 0,
      border: 'none',
      boxShadow: 'none',
    },
  },
});

/** Phones, from Start on: the call covers the whole viewport, top bar included (issue 14). */
export const immersive = style({
  '@media': {
    [media.narrow]: { position: 'fixed', inset: 0, zIndex: layer.overlay, width: '100%', height: '100dvh', margin: 0 },
  },
});

/** Spec §2: on iPhone and in the app's web view the screen fills the viewport instead of native fullscreen. */
export const expanded = style({
  position: 'fixed',
  inset: 0,
  zIndex: layer.overlay,
  height: '100%',
  borderRadius: 0,
  border: 'none',
  '@media': { [media.narrow]: { height: '100%', borderRadius: 0 } },
});

/** No pointer while the controls are hidden on a call: only the video is on screen. */
export const idleCursor = style({ cursor: 'none' });

export const remoteVideo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const localVideo = style({
  position: 'absolute',
  right: space.md,
  bottom: aboveControls,
  width: 'clamp(7rem, 22%, 14rem)',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  // Square corners on purpose (issue 30 item 4): a rounded clip on this <video> (border-radius or
  // clip-path) stopped the camera's frames for ~2.3 s when the call connected, in the preview and
  // in the encoder of both pages alike (Chromium, software compositing), so the partner's first
  // frame came that much later (bench/first-frame.ts). Seen with two Chromium pages sharing one fake
  // camera; a rounded corner would need another way than a clip.
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  // Spec §2: the own preview is mirrored, as in a mirror.
  transform: 'scaleX(-1)',
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
  // Phones: a small corner tile, so the partner's video keeps the screen.
  '@media': { [media.narrow]: { width: phonePreview.width, right: space.sm } },
});

export const bar = style({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: space.sm,
  transition: `opacity ${motion.normal} ${motion.easing}, transform ${motion.normal} ${motion.easing}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/**
 * No partner's picture under the bars (CallScreen's `data-picture`: anything but a call, in both
 * calls): there the bars need no scrim, and a dark fade over the light theme's stage looked muddy
 * (issue 25). On a call the scrim stays, so the pills read on any frame of the video.
 */
export const withoutPicture = 'section[data-picture="none"] &';

/** Bars over the video fade from a dark scrim into the picture, so their pills read on any frame. */
export const controls = style([
  bar,
  {
    bottom: 0,
    justifyContent: 'center',
    flexWrap: 'wrap',
    paddingTop: space.xl,
    paddingBottom: `calc(${space.md} + ${safeBottom})`,
    background: `linear-gradient(to top, ${vars.video.scrim}, ${vars.video.scrimFade})`,
    selectors: { [withoutPicture]: { background: 'none' } },
    // Phones: one row of at most five controls (the others are in the "⋯" menu), never two.
    '@media': { [media.narrow]: { flexWrap: 'nowrap', gap: space.sm, paddingTop: space.lg } },
  },
]);

/** Shown on wider screens only: on a phone the "⋯" menu holds the control instead. */
export const wideOnly = style({ '@media': { [media.narrow]: { display: 'none' } } });

/** Shown on a phone only: the "⋯" menu of the call's other actions. */
export const narrowOnly = style({ display: 'none', '@media': { [media.narrow]: { display: 'inline-flex' } } });

/** Hidden controls stay focusable: tabbing to one shows them again (focus counts as activity). */
export const concealed = styleVariants({
  top: { opacity: 0, transform: 'translateY(-0.5rem)' },
  bottom: { opacity: 0, transform: 'translateY(0.5rem)' },
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '2.5rem',
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.pill,
  background: vars.video.scrim,
  color: vars.video.text,
  fontWeight: font.weight.bold,
});

/**
 * Phones: the chat title stays on one line (the top bar's one row, which the partner card sits
 * under) and shortens with an ellipsis; a two-line pill would reach down onto the card.
 */
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.touchTarget,
  height: size.touchTarget,
  padding: 0,
  border: `2px solid ${vars.video.border}`,
  borderRadius: radius.pill,
  background: vars.video.scrim,
  color: vars.video.text,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&[aria-pressed="false"]': {
      background: vars.color.dangerSoft,
      borderColor: vars.color.danger,
      color: vars.color.danger,
    },
  },
});

/**
 * A two-state control that is not a device (fullscreen): neutral when off, accented when on; the
 * red "off" look of iconButton is for the microphone and the camera only.
 */
export const toggleButton = style([
  iconButton,
  {
    selectors: {
      '&[aria-pressed="false"]': {
        background: vars.video.scrim,
        borderColor: vars.video.border,
        color: vars.video.text,
      },
      '&[aria-pressed="true"]': {
        background: vars.video.scrim,
        borderColor: vars.color.accent,
        color: vars.video.text,
      },
    },
  },
]);

export const smallIconButton = style([
  iconButton,
  { width: '2rem', height: '2rem', borderWidth: '1px', flexShrink: 0 },
]);

/** The call's main action, large: Next in the random chat. */
export const primaryNext = style([
  iconButton,
  {
    width: primarySize,
    height: primarySize,
    flexShrink: 0,
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.video.text } },
  },
]);

/** Stop as the main action (the friend call has no Next): large and red. */
export const primaryStop = style([
  primaryNext,
  { background: vars.color.danger, borderColor: vars.color.danger, color: vars.color.accentText },
]);

export const centre = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: `${space.xxl} ${space.lg}`,
  textAlign: 'center',
});

/**
 * A clean stage, not a grey gradient (issue 25): the surface with one soft glow of the accent, in
 * both themes. Shared by the idle stage and the partner's camera-off card.
 */
const calmStage = `radial-gradient(circle at 75% 20%, ${vars.color.accentSoft}, transparent 55%), ${vars.color.surface}`;

/**
 * Before Start: the framed preview beside the invitation (stacked on a phone). The stage scrolls
 * and ends where the row of controls begins, so no part of it ever sits under the row (at 360×740
 * in Ukrainian the row covered Start and the pool figures when the stage only had bottom padding:
 * its content scrolled under the row). The surface under the row is the same calm stage.
 */
export const invitation = style([
  centre,
  {
    bottom: controlsRow.wide,
    flexDirection: 'row',
    flexWrap: 'wrap',
    gap: space.xl,
    overflowY: 'auto',
    paddingBottom: space.lg,
    '@media': {
      [media.narrow]: {
        bottom: controlsRow.narrow,
        flexDirection: 'column',
        flexWrap: 'nowrap',
        justifyContent: 'flex-start',
        gap: space.md,
        padding: `calc(${topBarRow} + ${space.sm}) ${space.md} ${space.md}`,
      },
    },
  },
]);

/**
 * The calm surface behind a stage with no picture (the invitation, the friend call's ringing
 * screen), the whole stage under the row of controls included: no grey in the light theme.
 */
export const calm = style({ position: 'absolute', inset: 0, background: calmStage });

export const status = style([pill, { padding: `${space.xs} ${space.md}` }]);

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '30rem',
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const problemTitle = style({ fontSize: font.size.lg, color: vars.color.danger });

export const problemText = style({ color: vars.color.textMuted });

/** The screen has no top bar (the friend call): the partner card takes the top on a phone. */
export const withoutTopBar = style({});

export const card = style({
  position: 'absolute',
  left: space.md,
  bottom: aboveControls,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: 'min(20rem, 55%)',
  padding: `${space.xs} ${space.md} ${space.xs} ${space.xs}`,
  borderRadius: radius.pill,
  background: vars.video.scrim,
  color: vars.video.text,
  // Phones: the partner card sits at the top, under the top bar's one row (issue 25).
  '@media': {
    [media.narrow]: {
      top: `calc(${topBarRow} + ${space.xs})`,
      bottom: 'auto',
      left: space.sm,
      maxWidth: `calc(100% - 2 * ${space.sm})`,
      selectors: { [`${withoutTopBar} &`]: { top: space.sm } },
    },
  },
});

/** The partner's camera is off: the card takes the video's place, centred and large. */
export const cardLarge = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: space.xl,
  textAlign: 'center',
  fontSize: font.size.lg,
  background: calmStage,
  color: vars.color.text,
});

export const cardPhoto = style({
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
  selectors: { [`${cardLarge} &`]: { width: '9rem', height: '9rem' } },
});

export const cardPhotoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const cardText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, alignItems: 'inherit' });

export const cardPetLine = style({ display: 'inline-flex', alignItems: 'center', gap: space.xxs, minWidth: 0 });

export const cardName = style({ fontWeight: font.weight.heavy });

export const cardPet = style({
  color: vars.video.textMuted,
  fontSize: font.size.sm,
  selectors: { [`${cardLarge} &`]: { color: vars.color.textMuted } },
});

export const cameraOffLabel = style([pill, { fontSize: font.size.sm }]);

export const girl = style({ color: vars.color.danger });

export const boy = style({ color: vars.color.info });

/** "128 pet owners online · 12 looking for a chat now" under the invitation. */
