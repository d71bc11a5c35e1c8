import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { font, radius, space } from '../styles/tokens';

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.xs} ${space.sm}`,
    borderRadius: radius.md,
    fontSize: font.size.sm,
    fontWeight: font.weight.medium,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      error: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});
