import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { abovePhonePreview, callBarBottom } from '../styles/call-geometry';
import { vars } from '../styles/theme.css';
import { font, layer, media, radius, size, space } from '../styles/tokens';
import { CALL_ON_SCREEN_ATTRIBUTE } from './ToastPlacement';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(1rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * Spec §9: toasts sit top-right, under the top bar: over it they would cover the bell, the account
 * menu and the subscribe button for 5 s (a friend request's toast covered the very bell to open it).
 */
const CALL_ON_SCREEN = `html[${CALL_ON_SCREEN_ATTRIBUTE}] &`;
const DIALOG_OPEN = 'body:has([role="dialog"], [role="alertdialog"]) &';

export const region = style({
  position: 'fixed',
  top: `calc(${size.topBarHeight} + ${space.xs})`,
  right: space.md,
  zIndex: layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  width: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  selectors: {
    // A dialog is open: toasts go to the bottom and under the dialog's backdrop, so they never
    // cover its title or its buttons (its own errors are said inside it).
    // On a call on a wider screen the call's own bar (the chat's name left, the partner's right)
    // sits under the top bar: toasts come down in the middle, below that bar, over the video.
    [CALL_ON_SCREEN]: {
      top: `calc(${size.topBarHeight} + ${callBarBottom})`,
      left: '50%',
      right: 'auto',
      transform: 'translateX(-50%)',
    },
    [DIALOG_OPEN]: { top: 'auto', bottom: space.md, zIndex: layer.overlay },
  },
  '@media': {
    // A call on a phone fills the screen: the partner's card at the top, the controls and the
    // own preview at the bottom. Toasts rise from just above the preview, over the partner's
    // video and clear of all three (issue 25: a toast covered the partner's name, then the
    // preview).
    [media.narrow]: {
      selectors: {
        [CALL_ON_SCREEN]: {
          top: 'auto',
          bottom: abovePhonePreview,
          left: '50%',
          right: 'auto',
          transform: 'translateX(-50%)',
        },
      },
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: space.sm,
    padding: `${space.sm} ${space.sm} ${space.sm} ${space.md}`,
    borderRadius: radius.md,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '5px',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: `0 12px 32px ${vars.color.shadow}`,
    fontSize: font.size.sm,
    pointerEvents: 'auto',
    animation: `${slideIn} 200ms ease-out`,
  },
  variants: {
    kind: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
      warning: { borderLeftColor: vars.color.warning },
      info: { borderLeftColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', paddingTop: '0.1rem' },
  variants: {
    kind: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
    },
  },
});

export const text = style({ flex: 1, alignSelf: 'center' });
