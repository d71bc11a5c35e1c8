import type { SnapshotFrom } from 'xstate';
import type { friendRequestsMachine } from './friend-requests.machine';

export type FriendRequestsSnapshot = SnapshotFrom<typeof friendRequestsMachine>;

/** The request being accepted or declined, if any (its buttons show busy, the others wait). */
export const selectActing = (s: FriendRequestsSnapshot) => s.context.acting;
