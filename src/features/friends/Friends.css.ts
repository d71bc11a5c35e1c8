import { style } from '@vanilla-extract/css';
import { panel } from '../../layout/Page.css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export { backLink, title } from '../../layout/Page.css';

export const section = style([panel, { '@media': { [media.narrow]: { padding: space.md } } }]);

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  fontSize: font.size.lg,
  fontWeight: font.weight.heavy,
});

export const count = style({ color: vars.color.textMuted, fontWeight: font.weight.medium, fontSize: font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: space.md,
  padding: space.sm,
  borderRadius: radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { [media.narrow]: { gridTemplateColumns: 'auto 1fr', rowGap: space.xs } },
});

export const avatarWrap = style({ position: 'relative', display: 'inline-flex' });

export const dot = style({
  position: 'absolute',
  right: '-2px',
  bottom: '-2px',
  width: '0.8rem',
  height: '0.8rem',
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.surfaceRaised}`,
  background: vars.color.textMuted,
});

export const dotOnline = style([dot, { background: vars.color.success }]);

export const who = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const name = style({
  fontWeight: font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pet = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space.xs,
  color: vars.color.textMuted,
  fontSize: font.size.sm,
});

export const boy = style({ display: 'inline-flex', color: vars.color.info });
export const girl = style({ display: 'inline-flex', color: vars.color.danger });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${space.xs}`,
  borderRadius: radius.pill,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.xs,
  '@media': { [media.narrow]: { gridColumn: '1 / -1' } },
});

export const muted = style({ color: vars.color.textMuted });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: space.sm });

export const centre = style({ display: 'flex', justifyContent: 'center', padding: space.xl });

export const problem = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm });

export const warning = style({
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontWeight: font.weight.bold,
});

export const search = style({ maxWidth: '24rem' });
