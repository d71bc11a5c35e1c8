import { style } from '@vanilla-extract/css';
import { font, radius, space } from '../styles/tokens';
import { vars } from '../styles/theme.css';

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  maxHeight: 'min(70vh, 32rem)',
  overflowY: 'auto',
  outline: 'none',
});

export const groupTitle = style({
  margin: `${space.xxs} 0`,
  color: vars.color.textMuted,
  fontSize: font.size.xs,
  fontWeight: font.weight.heavy,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  padding: space.xs,
  borderRadius: radius.sm,
  background: vars.color.surface,
  fontSize: font.size.sm,
});

export const callEntry = style({
  border: `1px solid ${vars.color.accent}`,
});

export const entryActions = style({
  display: 'flex',
  gap: space.xs,
  marginLeft: 'auto',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: space.xs,
  color: vars.color.textMuted,
  fontSize: font.size.sm,
});

export const problem = style([status, { color: vars.color.danger }]);

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingTop: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: font.size.sm,
});

export const settingsHint = style({ color: vars.color.textMuted, fontSize: font.size.xs });
