/** Theme-independent design tokens: spacing, radii, type, motion, layers. Colours live in theme.css.ts. */

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;

export const radius = {
  sm: '0.5rem',
  md: '0.875rem',
  lg: '1.25rem',
  xl: '1.75rem',
  pill: '999px',
} as const;

export const font = {
  family:
    '"Nunito", ui-rounded, "SF Pro Rounded", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: '2.5rem',
  },
  weight: { regular: '400', medium: '500', bold: '700', heavy: '800' },
  lineHeight: { tight: '1.2', normal: '1.5' },
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
} as const;

export const layer = {
  topBar: '10',
  banner: '20',
  overlay: '30',
  dialog: '40',
  toast: '50',
} as const;

export const size = {
  contentMax: '72rem',
  topBarHeight: '4rem',
  touchTarget: '2.75rem',
} as const;

/** Breakpoints for `@media` rules. */
export const media = {
  narrow: 'screen and (max-width: 40rem)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
