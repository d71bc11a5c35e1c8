import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { font, motion, radius, space } from '../../styles/tokens';

export const zone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: space.sm,
    padding: space.lg,
    borderRadius: radius.lg,
    border: `2px dashed ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    transition: `border-color ${motion.fast} ${motion.easing}, background-color ${motion.fast} ${motion.easing}`,
    textAlign: 'center',
  },
  variants: {
    dragging: {
      true: { borderColor: vars.color.accent, background: vars.color.accentSoft },
      false: {},
    },
  },
});

export const hint = style({ fontSize: font.size.xs, color: vars.color.textMuted });

export const hiddenInput = style({ display: 'none' });
