import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const report = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  gap: space.md,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const evidence = style({ width: '100%', maxHeight: '12rem', objectFit: 'contain', borderRadius: radius.sm });

export const noEvidence = style({ color: vars.color.textMuted, fontSize: font.size.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space.xxs} ${space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, gridColumn: '1 / -1' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const tableWrap = style({ overflowX: 'auto' });
