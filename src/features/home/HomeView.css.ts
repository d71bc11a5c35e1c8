import { style } from '@vanilla-extract/css';
import { font, media, radius, space } from '../../styles/tokens';
import { vars } from '../../styles/theme.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: space.xl,
  padding: space.xl,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  boxShadow: `0 16px 48px ${vars.color.shadow}`,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr', padding: space.lg } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const greeting = style({ color: vars.color.accent, fontWeight: font.weight.bold });

export const title = style({ fontSize: font.size.xxl, letterSpacing: '-0.02em' });

export const lead = style({ color: vars.color.textMuted, fontSize: font.size.lg });

export const stage = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.lg,
  background: vars.color.surfaceSunken,
  border: `2px dashed ${vars.color.borderStrong}`,
  color: vars.color.accent,
});

export const stageBadge = style({
  position: 'absolute',
  left: space.sm,
  bottom: space.sm,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
});

export const features = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: space.md,
  marginTop: space.xl,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const featureIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const featureTitle = style({ fontSize: font.size.md });

export const featureText = style({ color: vars.color.textMuted, fontSize: font.size.sm });
