import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';
import type { SessionStatus, SessionUser } from './session.types';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Guards and the layout decide on this; `loading` until the session has settled. */
export function selectSessionStatus(s: SessionSnapshot): SessionStatus {
  if (!s.hasTag('settled')) return 'loading';
  if (s.matches('guest')) return 'guest';
  return s.matches({ authenticated: 'verified' }) ? 'verified' : 'unverified';
}

export const selectIsSettled = (s: SessionSnapshot): boolean => s.hasTag('settled');
export const selectUser = (s: SessionSnapshot): SessionUser | null => s.context.user;
/**
 * Spec §3/§6: being logged in is decided by a stored token, so it is true from the start when one
 * exists (while /me loads), and false as soon as logging out begins.
 */
export const selectIsLoggedIn = (s: SessionSnapshot): boolean => s.context.token !== null && !s.matches('loggingOut');

/** The top bar's view model: the session status, the signed-in user's name and picture, moderator or not. */
export const selectSessionView = (s: SessionSnapshot) => {
  const user = selectUser(s);
  return {
    status: selectSessionStatus(s),
    name: user?.name ?? null,
    image: user?.image ?? null,
    moderator: user?.is_moderator ?? false,
  };
};
