import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, media, radius, size, space } from '../styles/tokens';

/** The main column every screen sits in. */
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: size.contentMax,
  margin: '0 auto',
  padding: `${space.xl} ${space.lg} ${space.xxl}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.narrow]: { padding: `${space.lg} ${space.md} ${space.xxl}` } },
});

/** A rounded card centred in the page (404, verification, notices). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  maxWidth: '34rem',
  margin: `${space.xl} auto`,
  padding: `${space.xxl} ${space.xl}`,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
});

export const bigNumber = style({
  fontSize: '4.5rem',
  fontWeight: font.weight.heavy,
  lineHeight: 1,
  color: vars.color.accent,
  letterSpacing: '-0.04em',
});

export const title = style({ fontSize: font.size.xl });

/** "Back" link above a page's title (profile, friends). */
export const backLink = style({ alignSelf: 'flex-start', fontWeight: font.weight.bold });

/** A bordered surface holding one part of a page (profile sections, subscription cards, friends groups). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelTitle = style({ fontSize: font.size.lg, fontWeight: font.weight.heavy });

export const lead = style({ color: vars.color.textMuted, fontSize: font.size.md });

export const badgeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

/** The page wrapper adds no box of its own, so #root's column layout applies to its parts. */
export const shell = style({ display: 'contents' });
