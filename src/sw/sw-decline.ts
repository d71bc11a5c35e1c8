/** The Web Locks name every tab refreshes under (src/adapters/api/auth-refresh.ts `REFRESH_LOCK`). */
export const REFRESH_LOCK = 'petchat-refresh';

export interface DeclineDeps {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;
  /** Runs `task` holding the `petchat-refresh` Web Lock. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Declines a call from the service worker, without a page. The worker has no access token: the
 * page keeps it in local storage, which workers cannot read, and handing it to the worker would
 * leave a bearer token in a second place. What the worker does have is the refresh cookie
 * (httpOnly, SameSite=Strict, path /api): a same-origin fetch sends it. So it renews an access
 * token with `POST /api/refresh`, holding the same Web Lock the tabs refresh under (the refresh
 * token rotates on every use and a reused one ends the session, so a tab must never refresh at
 * the same moment with the old cookie), declines with it, and forgets it. The tabs' own access
 * tokens stay valid; their next refresh sends the rotated cookie. Signed out: nothing to do.
 */
export async function declineCallFromWorker(callId: string, deps: DeclineDeps): Promise<boolean> {
  const token = await deps.withLock(REFRESH_LOCK, async () => {
    const refreshed = await deps.fetch('/api/refresh', { method: 'POST', credentials: 'same-origin' });
    if (!refreshed.ok) return null;
    return ((await refreshed.json()) as { access_token?: string }).access_token ?? null;
  });
  if (!token) return false;
  const declined = await deps.fetch('/api/decline-call', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ call_id: callId }),
  });
  return declined.ok;
}
