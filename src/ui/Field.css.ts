import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { font, motion, radius, size, space } from '../styles/tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const label = style({ fontSize: font.size.sm, fontWeight: font.weight.bold, color: vars.color.text });

export const control = style({
  width: '100%',
  minHeight: size.touchTarget,
  padding: `${space.xs} ${space.md}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  transition: `border-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover': { borderColor: vars.color.borderStrong },
    // A ring, not only a 1px border colour: a focus indicator a keyboard user can find (WCAG 2.4.7),
    // the same ring as every other control (global.css.ts), drawn tight to the field.
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      borderColor: vars.color.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const withTrailing = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const trailingControl = style({ paddingRight: '3.25rem' });

export const trailing = style({ position: 'absolute', right: space.xxs, top: '50%', transform: 'translateY(-50%)' });

export const hint = style({ fontSize: font.size.xs, color: vars.color.textMuted });

export const error = style({ fontSize: font.size.xs, fontWeight: font.weight.medium, color: vars.color.danger });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.accentSoft } },
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xs,
  cursor: 'pointer',
  fontSize: font.size.sm,
});

export const checkbox = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.1rem',
  accentColor: vars.color.accent,
  cursor: 'pointer',
});

export const select = style([
  control,
  {
    appearance: 'none',
    backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.textMuted} 50%), linear-gradient(135deg, ${vars.color.textMuted} 50%, transparent 50%)`,
    backgroundPosition: 'calc(100% - 1.25rem) 50%, calc(100% - 0.9rem) 50%',
    backgroundSize: '0.35rem 0.35rem',
    backgroundRepeat: 'no-repeat',
    paddingRight: '2.5rem',
  },
]);
