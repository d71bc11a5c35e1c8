import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { font, media, radius, space } from '../../styles/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const stack = style({
  position: 'absolute',
  top: space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.sm,
  zIndex: 5,
  pointerEvents: 'none',
  // Phones: below the top bar and the partner card at the top of the call (issue 25), over the video.
  '@media': { [media.narrow]: { top: '9rem', maxWidth: `calc(100% - 2 * ${space.sm})` } },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radius.pill,
  // White on solid red, the same in both themes: a see-through pill with red text was unreadable
  // over video (issue 25).
  background: vars.video.alert,
  color: vars.video.text,
  border: `1px solid ${vars.video.border}`,
  boxShadow: `0 2px 8px ${vars.video.scrim}`,
  fontWeight: font.weight.bold,
  fontSize: font.size.sm,
});

export const dot = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.video.text,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panel = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 240,
  padding: space.sm,
  borderRadius: radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const progress = style({ width: '100%' });

export const actions = style({ display: 'flex', gap: space.sm, justifyContent: 'flex-end' });
