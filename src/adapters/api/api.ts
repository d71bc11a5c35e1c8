import { type FetchContext, ofetch } from 'ofetch';
import { API_BASE } from '../../config';
import { tokenStore } from '../token-store';

/**
 * Renews the access token after a 401 (the auth-refresh actor, via src/adapters/api/auth-refresh.ts):
 * resolves with the token to replay the request with, rejects when the session is over.
 */
export type AccessTokenRenewer = (sentWith: string) => Promise<string>;

let renewAccessToken: AccessTokenRenewer | null = null;

/** Plugs the token refresh in (src/app/composition/root.ts); returns the function that unplugs it. */
export function setAccessTokenRenewer(renewer: AccessTokenRenewer | null): () => void {
  renewAccessToken = renewer;
  return () => {
    if (renewAccessToken === renewer) renewAccessToken = null;
  };
}

// Calls whose 401 is an answer about credentials, not about the access token.
const WITHOUT_REFRESH = new Set(['/login', '/register', '/refresh', '/logout', '/forgot-password', '/reset-password']);

/**
 * Marks a replayed request: ofetch passes the same options object (shallow-copied) to its retry,
 * so this very array identifies the replay, which is never refreshed a second time.
 */
const REPLAY_STATUS_CODES = Object.freeze([401]) as number[];

function pathOf(request: FetchContext['request']): string {
  const url = typeof request === 'string' ? request : request.url;
  const pathname = new URL(url, 'http://petchat.invalid').pathname;
  return pathname.startsWith(`${API_BASE}/`) ? pathname.slice(API_BASE.length) : pathname;
}

const bearerOf = (headers: Headers): string | null =>
  /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? null;

/** A 401 carrying field errors answers the input (a wrong verification code), not the token. */
function isAboutInput(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'errors' in data;
}

/**
 * Spec §4/§8: a request answered 401 waits while the token is renewed (one refresh at a time,
 * also across tabs) and is then sent once more with the new token. When the renewal fails, the
 * original 401 reaches the caller and the session has ended.
 */
async function replayAfterRefresh(context: FetchContext): Promise<void> {
  const { response, options, request } = context;
  if (!renewAccessToken || response?.status !== 401) return;
  // A request sent as the page goes (`keepalive`, chat-api's `sendOnExit`) is not replayed: a
  // refresh begun then would rotate the refresh token and die with the page, and the next page
  // would present the spent one, which the server takes for reuse and revokes the session.
  if (options.keepalive) return;
  if (options.retryStatusCodes === REPLAY_STATUS_CODES || isAboutInput(response._data)) return;
  const headers = new Headers(options.headers);
  const sentWith = bearerOf(headers);
  if (!sentWith || WITHOUT_REFRESH.has(pathOf(request))) return;
  let token: string;
  try {
    token = await renewAccessToken(sentWith);
  } catch {
    return;
  }
  headers.set('authorization', `Bearer ${token}`);
  options.headers = headers;
  options.retry = 1;
  options.retryDelay = 0;
  options.retryStatusCodes = REPLAY_STATUS_CODES;
}

/**
 * The one HTTP client of the app: JSON against `/api`, with `Authorization: Bearer <token>` from
 * local storage added to every request that does not set its own (spec §7). Errors are
 * `FetchError`s carrying `status` and the server's `data` ({ message, errors }).
 */
export const api = ofetch.create({
  baseURL: API_BASE,
  onRequest({ options }) {
    const token = tokenStore.get();
    if (token && !options.headers.has('authorization')) options.headers.set('authorization', `Bearer ${token}`);
  },
  onResponseError: replayAfterRefresh,
});

export type Api = typeof api;
