/**
 * The screen wake lock of a call (issue 24): a phone must not dim and lock its screen while the
 * partner's video plays. The browser drops the lock whenever the page is hidden, so it is asked
 * for again each time the page comes back to the foreground. Where the Screen Wake Lock API is
 * missing (older Safari and Firefox) holding it is a no-op: the call works without it.
 */

/** What the lock needs of `navigator.wakeLock` (a fake in tests). */
export interface WakeLockLike {
  request(type: 'screen'): Promise<{ readonly released: boolean; release(): Promise<void> }>;
}

/** What it needs of `document`: whether the page is visible, and when that changes. */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** Keeps the screen awake until the returned function is called. */
export function holdScreenAwake(
  wakeLock: WakeLockLike | undefined = globalThis.navigator?.wakeLock,
  doc: VisibilitySource = document,
): () => void {
  if (typeof wakeLock?.request !== 'function') return () => {};
  let held = true;
  let asking = false;
  let sentinel: Awaited<ReturnType<WakeLockLike['request']>> | null = null;
  const ask = () => {
    // Only a visible page may hold the lock; one request at a time; none while one is held.
    if (!held || asking || doc.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    asking = true;
    wakeLock.request('screen').then(
      (granted) => {
        asking = false;
        // The call ended while the browser was deciding: give it back at once.
        if (held) sentinel = granted;
        else void granted.release().catch(() => {});
      },
      // Refused (battery saver, a policy): the screen may dim, the call goes on.
      () => {
        asking = false;
      },
    );
  };
  doc.addEventListener('visibilitychange', ask);
  ask();
  return () => {
    held = false;
    doc.removeEventListener('visibilitychange', ask);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
    sentinel = null;
  };
}
