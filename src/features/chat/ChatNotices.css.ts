import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, radius, space } from '../../styles/tokens';

/** "Taras left" over the next search: a solid scrim, so it reads over any video. */
export const farewell = style({
  margin: 0,
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: vars.video.scrim,
  color: vars.video.text,
  fontSize: font.size.lg,
  fontWeight: font.weight.bold,
});

/** 'Video not available' after the retry limit: a calm panel, not an error. */
export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '30rem',
  padding: space.lg,
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const unavailableTitle = style({ margin: 0, fontSize: font.size.lg });

export const unavailableText = style({ margin: 0, color: vars.color.textMuted });

/** The long-wait hint and its way out, under the searching clock. */
export const hint = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  maxWidth: '22rem',
  margin: 0,
  padding: space.md,
  borderRadius: radius.lg,
  background: vars.video.scrim,
  color: vars.video.text,
});

export const count = style({ fontWeight: font.weight.bold, fontVariantNumeric: 'tabular-nums' });
