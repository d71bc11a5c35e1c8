import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export { backLink, title } from '../../layout/Page.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 18rem) 1fr',
  alignItems: 'start',
  gap: space.lg,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: space.lg, minWidth: 0 });

export { panel as card, panelTitle as cardTitle } from '../../layout/Page.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: font.size.sm,
  // Beside a button in a row it takes the room left; in a card's column a 16rem basis would be
  // its height (the empty quarter-screen under "Notifications on this device" and "Blocked users").
  selectors: { [`${row} > &`]: { flex: '1 1 16rem' } },
});

export const facts = style({ display: 'grid', gap: space.sm });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 12rem) 1fr',
  gap: space.sm,
  fontSize: font.size.sm,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

globalStyle(`${fact} dt`, { color: vars.color.textMuted });
// The value lines up under its label (a phone) or in its column, without the browser's 40 px indent.
globalStyle(`${fact} dd`, { margin: 0 });

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9rem',
  height: '9rem',
  borderRadius: radius.pill,
  overflow: 'hidden',
  background: vars.color.accentSoft,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const avatarInitial = style({
  fontSize: font.size.xxl,
  fontWeight: font.weight.heavy,
  color: vars.color.accent,
});

export const avatarBusy = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
});

export const recoverLink = style({ alignSelf: 'flex-start', fontSize: font.size.sm });

export const codeInput = style({ fontFamily: font.mono, letterSpacing: '0.3em', textTransform: 'uppercase' });

/** The pet at the top of the profile: a large photo beside its name, breed and owner. */
export const hero = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.lg,
  padding: space.lg,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.surface})`,
  '@media': { [media.narrow]: { flexDirection: 'column', textAlign: 'center', gap: space.md } },
});

export const heroPhoto = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '8rem',
  height: '8rem',
  overflow: 'hidden',
  borderRadius: radius.pill,
  border: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  color: vars.color.accent,
});

globalStyle(`${heroPhoto} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const heroName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: font.size.xl,
  fontWeight: font.weight.heavy,
  overflowWrap: 'anywhere',
  '@media': { [media.narrow]: { justifyContent: 'center' } },
});

export const heroGender = style({ display: 'inline-flex', color: vars.color.accent });

export const heroBreed = style({ fontSize: font.size.lg, fontWeight: font.weight.bold });

export const heroOwner = style({ color: vars.color.textMuted });
