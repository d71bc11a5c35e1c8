import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  maxWidth: '48rem',
  width: '100%',
  margin: '0 auto',
});

export const title = style({ fontSize: font.size.xl, display: 'flex', alignItems: 'center', gap: space.sm });

export { panel as card, panelTitle as cardTitle } from '../../layout/Page.css';

export const planHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const price = style({ fontSize: font.size.xl, fontWeight: font.weight.heavy, color: vars.color.accent });

export const perMonth = style({ fontSize: font.size.sm, fontWeight: font.weight.regular, color: vars.color.textMuted });

export const benefits = style({ display: 'grid', gap: space.xs, paddingLeft: space.lg, margin: 0 });

globalStyle(`${benefits} li::marker`, { color: vars.color.accent });

export const status = style({
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  fontWeight: font.weight.bold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: '1fr' } },
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  padding: space.md,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: font.weight.medium });

export const tableScroll = style({ overflowX: 'auto' });

export const mono = style({ fontFamily: font.mono });
