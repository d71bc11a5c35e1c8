import { style } from '@vanilla-extract/css';
import { space } from '../../styles/tokens';

/** The per-kind switches sit under the device's switch, indented as its details. */
export const kinds = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: 0,
  paddingInlineStart: space.lg,
  border: 'none',
});

export const legend = style({ padding: 0, marginBlockEnd: space.xs });
