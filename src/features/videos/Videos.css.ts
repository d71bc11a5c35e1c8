import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const title = style({ fontSize: font.size.xl });

export const backLink = style({ alignSelf: 'flex-start', fontWeight: font.weight.bold });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.lg,
  borderRadius: radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.narrow]: { padding: space.md } },
});

export const centre = style({ display: 'flex', justifyContent: 'center', padding: space.xl });

export const problem = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.md });

export const muted = style({ color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.sm,
  borderRadius: radius.lg,
  background: vars.color.surfaceRaised,
});

export const player = style({
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: radius.md,
  background: '#000',
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  color: vars.color.textMuted,
  fontSize: font.size.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** "With Taras": whom the saved call was with. */
export const partner = style({ margin: 0, fontWeight: font.weight.bold, color: vars.color.text });

export const benefits = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });
