import { msg } from '@lingui/core/macro';
import { formatElapsed } from '../search-clock/search-clock.selectors';
import type { ToastsEvent } from '../toasts/toasts.types';

/**
 * "Olena left": the partner hung up, closed the page or their browser died (issue 24), before the
 * call was on. The friend call's page moves home at once, so a toast says it where the user lands.
 */
export function partnerLeftToast(name: string): ToastsEvent {
  return { type: 'toast.show', kind: 'info', message: msg`${name} left` };
}

/**
 * A friend call that was on has ended (issue 25): "Call ended · 2:14" after the user's own Stop,
 * "Olena left · Call ended · 2:14" when the friend ended it. One toast, never two.
 */
export function callEndedToast(seconds: number, leaver: string | null): ToastsEvent {
  const duration = formatElapsed(seconds);
  return {
    type: 'toast.show',
    kind: 'info',
    message: leaver === null ? msg`Call ended · ${duration}` : msg`${leaver} left · Call ended · ${duration}`,
  };
}
