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
 *   authenticated.confirming  right after email verification: GET /api/me once more, which
 *               carries the one-time `trial_message` (→ "Trial period activated" toast)
 *   loggingOut: token removed from storage, POST /api/logout revokes the refresh token → guest
 *
 * Context: `token` (the access token, also in local storage), `user`, and `signupStep` of spec §3
 * (0 logged out, 3 after login, 1 after email verification).
 *
 * Events:
 *   session.loggedIn {token, user}  after login (also the automatic one after sign-up): stores the
 *                                   token, signupStep 3
 *   session.verified {user}         the email was verified (POST /verify-email): signupStep 1
 *   session.userUpdated {user}      a fresh user object (profile saved)
 *   session.tokenRefreshed {token}  the auth-refresh actor stored a new access token
 *   session.expired                 the refresh failed: the session is over (no /logout call)
 *   session.logout                  logs out (signupStep 0)
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

/** Spec §3: 0 logged out, 1 after email verification, 3 after login. */
export type SignupStep = 0 | 1 | 3;

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  signupStep: SignupStep;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: SessionUser }
  | { type: 'session.verified'; user: SessionUser }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.tokenRefreshed'; token: string }
  | { type: 'session.expired' }
  | { type: 'session.logout' };

/** System id of the session actor under the root actor. */
export const SESSION_SYSTEM_ID = 'session';

export interface SessionDeps {
  fetchMe(token: string, signal: AbortSignal): Promise<MeResponse>;
  /** POST /api/logout with this token; failures are ignored by the machine. */
  revokeSession(token: string, signal: AbortSignal): Promise<void>;
  storeToken(token: string): void;
  clearToken(): void;
}

export type SessionStatus = 'loading' | 'guest' | 'unverified' | 'verified';
