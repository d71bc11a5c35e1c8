import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

/** Under the guest page's two columns: the pets on a call, three across, one per row on a phone. */
export const section = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  marginTop: space.lg,
});

export const title = style({ fontSize: font.size.xl, letterSpacing: '-0.01em', color: vars.color.text });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const card = style({
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: `0 8px 24px ${vars.color.shadow}`,
  overflow: 'hidden',
});

/** The picture above its caption; on a phone beside it, so the three stay short. */
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.narrow]: { flexDirection: 'row', alignItems: 'center' } },
});

/** Scales with its column; the width and height attributes give the box its 4:3 shape before it loads. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  '@media': { [media.narrow]: { width: '45%', flexShrink: 0 } },
});

export const caption = style({ padding: `${space.sm} ${space.md} ${space.md}`, color: vars.color.text });
