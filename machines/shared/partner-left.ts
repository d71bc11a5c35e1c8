import { msg } from '@lingui/core/macro';
import type { ToastsEvent } from '../toasts/toasts.types';

/**
 * "Olena left": the partner hung up, closed the page or their browser died (issue 24). One toast
 * for the random chat and the friend call, whose screens move on (to the search, home) at once.
 */
export function partnerLeftToast(name: string): ToastsEvent {
  return { type: 'toast.show', kind: 'info', message: msg`${name} left` };
}
