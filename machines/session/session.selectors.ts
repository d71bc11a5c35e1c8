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
export const selectIsLoggedIn = (s: SessionSnapshot): boolean => s.matches('authenticated');
