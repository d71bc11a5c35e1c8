import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';
import { font, motion, radius, size, space } from '../styles/tokens';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.xs,
    border: '2px solid transparent',
    borderRadius: radius.pill,
    fontWeight: font.weight.bold,
    lineHeight: 1,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}, transform ${motion.fast} ${motion.easing}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover, color: vars.color.accentText } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong, color: vars.color.text } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSoft, color: vars.color.text } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)', color: vars.color.accentText } },
      },
    },
    size: {
      sm: { minHeight: '2.25rem', padding: `0 ${space.sm}`, fontSize: font.size.sm },
      md: { minHeight: size.touchTarget, padding: `0 ${space.lg}`, fontSize: font.size.md },
      lg: { minHeight: '3.25rem', padding: `0 ${space.xl}`, fontSize: font.size.lg },
    },
    block: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
