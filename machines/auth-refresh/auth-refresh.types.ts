/**
 * Auth refresh: renews the access token when a request is answered 401 (spec §4 "Token refresh",
 * §8 "Request 401"). It lives under the root actor (system id `authRefresh`); the HTTP client
 * (src/adapters/api/api.ts) reports each 401 and waits for the verdict.
 *
 *   idle        a 401 for the token storage still holds → refreshing
 *               a 401 for a token already replaced (by this tab or another) → replay at once
 *               a 401 after logging out (storage empty) → the request fails as it is
 *   refreshing  one refresh (`refreshToken`: Web Lock across tabs + POST /api/refresh); 401s
 *               arriving meanwhile are queued
 *               done  → every queued request is replayed once with the new token; the session
 *                       takes the token (`session.tokenRefreshed`)
 *               error → every queued request fails; the session ends (`session.expired`)
 *
 * The verdicts are emitted (`requests.replay`, `requests.fail`) for the adapter that holds the
 * waiting requests; the machine itself does no I/O.
 */

/** A request the server answered 401 (not for a wrong code: those carry field errors). */
export interface UnauthorizedRequest {
  /** Chosen by the adapter, echoed in the verdict. */
  id: number;
  /** The access token the request carried. */
  sentWith: string;
  /** The access token in storage when the 401 arrived (null: logged out meanwhile). */
  current: string | null;
}

export interface AuthRefreshContext {
  /** Requests waiting for the refresh in flight. */
  queue: number[];
  /** The token being replaced (input of the refresh). */
  stale: string | null;
}

export type AuthRefreshEvent = { type: 'request.unauthorized' } & UnauthorizedRequest;

export type AuthRefreshEmitted =
  | { type: 'requests.replay'; ids: number[]; token: string }
  | { type: 'requests.fail'; ids: number[] };

export interface AuthRefreshDeps {
  /**
   * Resolves with a fresh access token, already in storage. Holding a cross-tab lock, it first
   * looks whether another tab stored a token other than `staleToken`, and only refreshes if not.
   */
  refreshToken(staleToken: string, signal: AbortSignal): Promise<string>;
}

/** System id under the root actor. */
export const AUTH_REFRESH_SYSTEM_ID = 'authRefresh';
