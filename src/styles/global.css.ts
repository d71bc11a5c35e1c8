import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { font, media, size, space } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Anything scrolled into view (a focused field, an anchor) lands below the sticky top bar (issue 25).
  scrollPaddingTop: size.topBarHeight,
  background: vars.color.background,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: font.family,
  fontSize: font.size.md,
  lineHeight: font.lineHeight.normal,
  color: vars.color.text,
  background: `radial-gradient(60rem 30rem at 100% -10%, ${vars.color.backgroundAccent}, transparent 70%), ${vars.color.background}`,
  backgroundAttachment: 'fixed',
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });
globalStyle('h1, h2, h3', { lineHeight: font.lineHeight.tight, fontWeight: font.weight.heavy });

globalStyle('a', { color: vars.color.accent });
globalStyle('a:hover', { color: vars.color.accentHover });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// A field focused by the keyboard or by a form's first-invalid focus scrolls clear of the sticky top
// bar (the html's scroll padding) with room for its label above it: the label is 1.5 lines plus the
// field's gap, so a margin of one line only clipped it on a phone (issue 25).
globalStyle('input, select, textarea, fieldset, [role="combobox"], [role="radiogroup"]', {
  scrollMarginTop: `calc(${font.size.md} * ${font.lineHeight.normal} + ${space.xl})`,
});

// One visible focus ring for every focusable thing, keyboard only.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { background: vars.color.accentSoft });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
