/**
 * Session: who is using the app (spec §4 "Auth", §6).
 *
 * States and the `settled` tag (route guards wait for it):
 *   starting  → loading     a stored token exists: GET /api/me with it
 *             → guest       no token                                         [settled]
 *   loading   → authenticated.verified | authenticated.unverified  on success (a
 *               `trial_message` in the answer shows the "trial activated" toast, spec §4)
 *             → guest, token removed                               on any failure (spec §8)
 *   authenticated.unverified                                                 [settled]
 *   authenticated.verified                                                   [settled]
 *   loggingOut: token removed from storage, POST /api/logout revokes the refresh token → guest
 *
 * Events:
 *   session.loggedIn {token, user}  after login/sign-up/verification: stores the token
 *   session.userUpdated {user}      a fresh user object (e.g. after email verification)
 *   session.logout                  logs out
 *
 * Extending it (accounts work): add states under `authenticated` or new events here, keep the
 * `settled` tag on every state in which the guards may decide, and keep effects injected
 * through `SessionDeps` (session.actors.ts).
 */

import type { MeResponse, UserView } from '../../contract/user';

/** The `user` object of API.md. */
export type SessionUser = UserView;
export type { MeResponse };

export interface SessionInput {
  /** The access token kept in local storage, if any. */
  token: string | null;
}

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: SessionUser }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.logout' };

export interface SessionDeps {
  fetchMe(token: string, signal: AbortSignal): Promise<MeResponse>;
  /** POST /api/logout with this token; failures are ignored by the machine. */
  revokeSession(token: string, signal: AbortSignal): Promise<void>;
  storeToken(token: string): void;
  clearToken(): void;
}

export type SessionStatus = 'loading' | 'guest' | 'unverified' | 'verified';
