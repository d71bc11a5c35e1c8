import type { ServerResponse } from 'node:http';
import type { SearchCancel } from '../../ports/match-pool';

/**
 * Aborted when the client goes away before its long-poll is answered (the response closed
 * unfinished). A plain listener on the response's `close` instead of an AbortController: the
 * search route creates one per request, and the controller's event target was the single
 * largest cost of that route after the socket writes.
 */
export class ClientGone implements SearchCancel {
  aborted = false;
  private listeners: Array<() => void> = [];

  constructor(response: ServerResponse) {
    response.once('close', () => {
      if (response.writableFinished) return;
      this.aborted = true;
      const listeners = this.listeners;
      this.listeners = [];
      for (const listener of listeners) listener();
    });
  }

  /** `once` is how every listener behaves here: the abort happens at most once. */
  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.aborted) this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.listeners.indexOf(listener);
    if (at >= 0) this.listeners.splice(at, 1);
  }
}
