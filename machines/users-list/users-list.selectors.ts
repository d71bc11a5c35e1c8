import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AllUsersItem, BreedNames, Relation } from '../../contract/friends';
import type { friendRequestMachine } from '../friend-request/friend-request.machine';
import { type FriendRequestView, relationAfter } from '../friend-request/friend-request.selectors';
import type { usersListMachine } from './users-list.machine';

export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;

export interface UsersListView {
  status: 'loading' | 'failed' | 'ready';
  error: string | null;
  query: string;
  /** The query of the results shown ('' for everybody). */
  q: string;
  page: number;
  pages: number;
  items: AllUsersItem[];
}

export function selectUsersList(s: UsersListSnapshot): UsersListView {
  const status = s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
  return {
    status,
    error: s.context.error,
    query: s.context.query,
    q: s.context.q,
    page: s.context.page,
    pages: s.context.pages,
    items: s.context.items,
  };
}

export const selectSender = (s: UsersListSnapshot) => s.children.sender as ActorRefFrom<typeof friendRequestMachine>;

export interface UserRowView {
  id: number;
  name: string;
  image: string | null;
  petName: string;
  breed: BreedNames | null;
  relation: Relation;
  /** The add (or accept) request for this user is on its way. */
  busy: boolean;
}

/** The rows as shown: each user's relation with this session's requests counted in. */
export function userRows(items: AllUsersItem[], sender: FriendRequestView): UserRowView[] {
  return items.map((u) => ({
    id: u.id,
    name: u.name,
    image: u.image,
    petName: u.pet_name,
    breed: u.breed,
    relation: relationAfter(u.relation, sender.statuses[u.id]),
    busy: sender.target === u.id,
  }));
}
