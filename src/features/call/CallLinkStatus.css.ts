import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, space } from '../../styles/tokens';
import { centre, pill } from './CallScreen.css';

/** Centred over the frozen picture; clicks go through to the controls. */
export const overlay = style([centre, { pointerEvents: 'none', zIndex: 1 }]);

export const notice = style([
  pill,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.sm} ${space.lg}`,
    maxWidth: '26rem',
  },
]);

export const title = style({ fontWeight: font.weight.bold, fontSize: font.size.lg });

export const detail = style({ color: vars.video.textMuted, fontSize: font.size.sm });

export const timer = style({ fontVariantNumeric: 'tabular-nums', fontSize: font.size.lg });
