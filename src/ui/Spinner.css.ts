import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.accentSoft,
    borderTopColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
      md: { width: '1.75rem', height: '1.75rem', borderWidth: '3px' },
      lg: { width: '3rem', height: '3rem', borderWidth: '4px' },
    },
    tone: {
      accent: {},
      // On an accent-coloured button.
      onAccent: {
        borderColor: 'transparent',
        borderTopColor: vars.color.accentText,
        borderRightColor: vars.color.accentText,
      },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});
