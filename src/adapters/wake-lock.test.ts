import { describe, expect, it } from 'vitest';
import { holdScreenAwake, type VisibilitySource, type WakeLockLike } from './wake-lock';

/** A page whose visibility the test sets, and a wake lock whose requests the test answers. */
function fakes() {
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  page.visibilityState = 'visible';
  const requests: { resolve(): void; reject(): void; sentinel: { released: boolean; release(): Promise<void> } }[] = [];
  const wakeLock: WakeLockLike = {
    request: (type) => {
      expect(type).toBe('screen');
      return new Promise((resolve, reject) => {
        const sentinel = {
          released: false,
          release: async () => {
            sentinel.released = true;
          },
        };
        requests.push({ resolve: () => resolve(sentinel), reject: () => reject(new Error('refused')), sentinel });
      });
    },
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: page as unknown as VisibilitySource, wakeLock, requests, setVisibility };
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('screen wake lock', () => {
  it('holds the lock, asks again when the page is back in the foreground, and lets it go', async () => {
    const { page, wakeLock, requests, setVisibility } = fakes();
    const release = holdScreenAwake(wakeLock, page);
    expect(requests).toHaveLength(1);
    requests[0].resolve();
    await settle();
    // Hidden: the browser drops the lock by itself; nothing is asked while hidden.
    requests[0].sentinel.released = true;
    setVisibility('hidden');
    expect(requests).toHaveLength(1);
    setVisibility('visible');
    expect(requests).toHaveLength(2);
    requests[1].resolve();
    await settle();
    // Visible again while the lock is still held: no second lock.
    setVisibility('visible');
    expect(requests).toHaveLength(2);
    release();
    expect(requests[1].sentinel.released).toBe(true);
    setVisibility('hidden');
    setVisibility('visible');
    expect(requests).toHaveLength(2);
  });

  it('gives back a lock granted after the call ended', async () => {
    const { page, wakeLock, requests } = fakes();
    const release = holdScreenAwake(wakeLock, page);
    release();
    requests[0].resolve();
    await settle();
    await settle();
    expect(requests[0].sentinel.released).toBe(true);
  });

  it('goes on when the lock is refused, and asks again on the next return', async () => {
    const { page, wakeLock, requests, setVisibility } = fakes();
    const release = holdScreenAwake(wakeLock, page);
    requests[0].reject();
    await settle();
    setVisibility('visible');
    expect(requests).toHaveLength(2);
    release();
  });

  it('does not ask from a hidden page (the call began in the background)', () => {
    const { page, wakeLock, requests, setVisibility } = fakes();
    setVisibility('hidden');
    const release = holdScreenAwake(wakeLock, page);
    expect(requests).toHaveLength(0);
    setVisibility('visible');
    expect(requests).toHaveLength(1);
    release();
  });

  it('is a no-op where the browser has no wake lock', () => {
    const { page } = fakes();
    const release = holdScreenAwake(undefined, page);
    expect(() => release()).not.toThrow();
  });
});
