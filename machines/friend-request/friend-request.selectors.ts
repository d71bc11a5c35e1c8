import type { SnapshotFrom } from 'xstate';
import type { Relation } from '../../contract/friends';
import type { friendRequestMachine } from './friend-request.machine';

export type FriendRequestSnapshot = SnapshotFrom<typeof friendRequestMachine>;

export interface FriendRequestView {
  busy: boolean;
  /** The user whose request is on its way, if any. */
  target: number | null;
  /** What became of each user this session (`requested` / `friends`). */
  statuses: Record<number, 'requested' | 'friends'>;
  limitReached: boolean;
}

export function selectFriendRequest(s: FriendRequestSnapshot): FriendRequestView {
  return {
    busy: s.hasTag('busy'),
    target: s.context.target,
    statuses: s.context.statuses,
    limitReached: s.context.limitReached,
  };
}

/** A user's relation once this session's requests are counted in. */
export function relationAfter(relation: Relation, status: 'requested' | 'friends' | undefined): Relation {
  if (status === 'friends') return 'friend';
  if (status === 'requested') return relation === 'request_received' ? 'friend' : 'request_sent';
  return relation;
}
