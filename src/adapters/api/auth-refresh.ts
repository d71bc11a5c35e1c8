import type { ActorRefFrom } from 'xstate';
import type { RefreshResponse } from '../../../contract/user';
import type { authRefreshMachine } from '../../../machines/auth-refresh/auth-refresh.machine';
import type { AccessTokenRenewer } from './api';

/** Web Locks name shared by every tab of the app: one refresh at a time across tabs. */
export const REFRESH_LOCK = 'petchat-refresh';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRefresherDeps {
  store: { get(): string | null; set(token: string): void };
  /** POST /api/refresh (the refresh cookie goes along by itself). */
  postRefresh(signal: AbortSignal): Promise<RefreshResponse>;
  /** navigator.locks where available; without it only this tab is serialised (by the machine). */
  locks?: LockManagerLike | null;
}

/**
 * The `refreshToken` effect of the auth-refresh machine. The refresh token rotates on every use
 * and a reused one ends the session (server: reuse detection), so two tabs must never refresh
 * with the same cookie: under the lock, a tab first checks whether another tab has already
 * stored a newer access token, and takes that one instead.
 */
export function createTokenRefresher({ store, postRefresh, locks }: TokenRefresherDeps) {
  return async (staleToken: string, signal: AbortSignal): Promise<string> => {
    const refresh = async (): Promise<string> => {
      const stored = store.get();
      // Logged out (here or in another tab): there is nothing to refresh.
      if (stored === null) throw new Error('No session to refresh');
      if (stored !== staleToken) return stored;
      const { access_token } = await postRefresh(signal);
      store.set(access_token);
      return access_token;
    };
    return locks ? locks.request(REFRESH_LOCK, { signal }, refresh) : refresh();
  };
}

/**
 * Connects the HTTP client to the auth-refresh actor: each 401 becomes a `request.unauthorized`
 * event, and the promise the client awaits settles with the actor's verdict for that request.
 */
export function connectAuthRefresh(
  actor: ActorRefFrom<typeof authRefreshMachine>,
  store: { get(): string | null },
): AccessTokenRenewer {
  const waiting = new Map<number, { resolve: (token: string) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  actor.on('requests.replay', ({ ids, token }) => {
    for (const id of ids) {
      waiting.get(id)?.resolve(token);
      waiting.delete(id);
    }
  });
  actor.on('requests.fail', ({ ids }) => {
    for (const id of ids) {
      waiting.get(id)?.reject(new Error('The session could not be renewed'));
      waiting.delete(id);
    }
  });
  return (sentWith) =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      actor.send({ type: 'request.unauthorized', id, sentWith, current: store.get() });
    });
}

/** navigator.locks when the browser has it. */
export function browserLocks(): LockManagerLike | null {
  const locks =
    typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }).locks : undefined;
  return locks ?? null;
}
