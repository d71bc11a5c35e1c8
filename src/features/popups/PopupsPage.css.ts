import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, space } from '../../styles/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const title = style({ fontSize: font.size.xl });

export const lead = style({ color: vars.color.textMuted, maxWidth: '48rem' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const groupTitle = style({ fontSize: font.size.lg, fontWeight: font.weight.heavy });

export const buttons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});

// A long label ("Встановлення на iPhone (На початковий екран)") wraps inside a 360 px phone
// instead of widening the page, which pushed every dialog off centre (design pass two).
globalStyle(`${buttons} > li`, { maxWidth: '100%' });
globalStyle(`${buttons} button`, { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'start' });
