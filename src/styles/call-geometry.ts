import { space } from './tokens';

/**
 * Where the parts of a call sit (issue 25, docs/decisions.md "The phone call screen"), shared by
 * the call screen and by what must stay clear of it (the toasts, the meet-again card).
 */

/** The large Next/Stop button in the row of controls. */
export const primarySize = '3.5rem';
export const safeBottom = 'env(safe-area-inset-bottom, 0px)';
/** Just above the call controls' buttons (the local preview, the meet-again card over a call). */
export const aboveControls = `calc(${primarySize} + ${space.md} + ${space.sm} + ${safeBottom})`;
/** The own preview's corner tile on a phone (4:3). */
export const phonePreview = { width: '6.5rem', height: '4.875rem' };
/** Just above the own preview's tile on a phone: the lowest a toast may sit during a call. */
export const abovePhonePreview = `calc(${aboveControls} + ${phonePreview.height} + ${space.sm})`;
/**
 * Below the call's own bar on a wider screen (the chat's name and the partner's name in pills at
 * the top of the stage), measured from the stage's top: its padding, a pill and a gap.
 */
export const callBarBottom = `calc(${space.lg} + 2.5rem + ${space.lg})`;
