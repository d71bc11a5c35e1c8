import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, motion, radius, space } from '../../styles/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  maxWidth: '52rem',
  margin: '0 auto',
  width: '100%',
});

export const title = style({ fontSize: font.size.xxl, '@media': { [media.narrow]: { fontSize: font.size.xl } } });

// Wraps rather than scrolls: the Ukrainian labels are long, and every tab stays in sight.
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xxs,
  padding: space.xxs,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const tab = style({
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.5rem',
  padding: `0 ${space.md}`,
  borderRadius: radius.md,
  color: vars.color.textMuted,
  fontWeight: font.weight.bold,
  fontSize: font.size.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.accentSoft },
    '&[aria-selected="true"]': { color: vars.color.accentText, background: vars.color.accent },
    '&[aria-selected="true"]:hover': { color: vars.color.accentText, background: vars.color.accentHover },
  },
});

/** The document itself: readable line length, calm headings, the theme's link colour. */
export const panel = style({
  padding: `${space.xl} ${space.xl}`,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: `0 12px 40px ${vars.color.shadow}`,
  lineHeight: font.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [media.narrow]: { padding: `${space.lg} ${space.md}` } },
});

globalStyle(`${panel} h2`, { fontSize: font.size.xl, marginBottom: space.md });
globalStyle(`${panel} h3`, { fontSize: font.size.lg, marginTop: space.lg, marginBottom: space.xs });
globalStyle(`${panel} p`, { marginBottom: space.sm });
globalStyle(`${panel} ul, ${panel} ol`, { margin: `0 0 ${space.sm}`, paddingLeft: space.lg });
globalStyle(`${panel} li`, { marginBottom: space.xxs });
globalStyle(`${panel} li::marker`, { color: vars.color.accent });
globalStyle(`${panel} strong`, { fontWeight: font.weight.bold, color: vars.color.text });
