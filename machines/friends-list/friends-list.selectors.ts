import type { SnapshotFrom } from 'xstate';
import type { BreedNames, Friend } from '../../contract/friends';
import type { friendsListMachine } from './friends-list.machine';
import { groupOf, pageCount } from './friends-list.paging';
import type { FriendsGroup } from './friends-list.types';

export type FriendsListSnapshot = SnapshotFrom<typeof friendsListMachine>;

export interface FriendCardView {
  id: number;
  name: string;
  image: string | null;
  petName: string;
  petGender: Friend['pet_gender'];
  breed: BreedNames | null;
  online: boolean;
  onCall: boolean;
  /** Spec §2: invite-to-chat only for an online friend (and not one already on a call). */
  canInvite: boolean;
}

export interface FriendsGroupView {
  friends: FriendCardView[];
  page: number;
  pages: number;
  total: number;
}

export interface FriendsListView {
  status: 'loading' | 'failed' | 'ready';
  /** The server's message for a failed load, if any. */
  error: string | null;
  online: FriendsGroupView;
  offline: FriendsGroupView;
  /** The friend the unfollow popup asks about. */
  removing: { name: string } | null;
  removeBusy: boolean;
}

const card = (f: Friend): FriendCardView => ({
  id: f.id,
  name: f.name,
  image: f.image,
  petName: f.pet_name,
  petGender: f.pet_gender,
  breed: f.breed,
  online: f.is_online,
  onCall: f.is_online && f.is_on_call,
  canInvite: f.is_online && !f.is_on_call,
});

function groupView(s: FriendsListSnapshot, group: FriendsGroup): FriendsGroupView {
  const { friends, page, pageSize } = s.context;
  const all = groupOf(friends, group);
  const current = page[group];
  return {
    friends: all.slice((current - 1) * pageSize, current * pageSize).map(card),
    page: current,
    pages: pageCount(all.length, pageSize),
    total: all.length,
  };
}

export function selectFriendsList(s: FriendsListSnapshot): FriendsListView {
  return {
    status: s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
    error: s.context.error,
    online: groupView(s, 'online'),
    offline: groupView(s, 'offline'),
    removing: s.hasTag('confirming') && s.context.removing ? { name: s.context.removing.name } : null,
    removeBusy: s.hasTag('removing'),
  };
}

/** Equality for `useSelector`: the groups are rebuilt on each snapshot, so compare their content. */
export function sameFriendsListView(a: FriendsListView, b: FriendsListView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
