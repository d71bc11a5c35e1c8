import type { SnapshotFrom } from 'xstate';
import type { blockedUsersMachine } from './blocked-users.machine';

export type BlockedUsersSnapshot = SnapshotFrom<typeof blockedUsersMachine>;

/** What the profile's blocked-users section renders. */
export const selectBlockedUsers = (s: BlockedUsersSnapshot) => ({
  loading: s.hasTag('loading'),
  failed: s.matches('failed'),
  users: s.context.users,
  unblocking: s.hasTag('confirming') ? s.context.unblocking : null,
  busy: s.hasTag('busy'),
});
export type BlockedUsersView = ReturnType<typeof selectBlockedUsers>;
