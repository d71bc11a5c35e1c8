import type { AllUsersItem } from '../../contract/friends';
import type {
  FriendCardView,
  FriendsGroupView,
  FriendsListView,
} from '../../machines/friends-list/friends-list.selectors';
import type { UserRowView, UsersListView } from '../../machines/users-list/users-list.selectors';
import { SAMPLE_AVATAR } from '../profile/sample-data';

/** Friends and users for the friends stories (names are names: the same in both languages). */
export function sampleFriend(id: number, fields: Partial<FriendCardView> = {}): FriendCardView {
  const names = [
    'Olena Petrenko',
    'Taras Bondar',
    'Iryna Koval',
    'Andrii Melnyk',
    'Sofiia Shevchenko',
    'Marko Lysenko',
  ];
  const pets = ['Kesha', 'Rio', 'Lola', 'Zhorzhyk', 'Kiwi', 'Pina'];
  return {
    id,
    name: names[(id - 1) % names.length]!,
    image: id % 2 ? SAMPLE_AVATAR : null,
    petName: pets[(id - 1) % pets.length]!,
    petGender: id % 2 ? 'boy' : 'girl',
    breed: id % 3 ? { name: 'Budgerigar', name_ua: 'Хвилястий папуга' } : { name: 'Cockatiel', name_ua: 'Корела' },
    online: false,
    onCall: false,
    canInvite: false,
    ...fields,
  };
}

const online = (id: number, onCall = false) => sampleFriend(id, { online: true, onCall, canInvite: !onCall });

export const group = (friends: FriendCardView[], page = 1, pages = 1, total = friends.length): FriendsGroupView => ({
  friends,
  page,
  pages,
  total,
});

export const friendsView = (fields: Partial<FriendsListView> = {}): FriendsListView => ({
  status: 'ready',
  error: null,
  online: group([online(1), online(2, true), online(3)], 1, 2, 5),
  offline: group([sampleFriend(4), sampleFriend(5), sampleFriend(6)]),
  removing: null,
  removeBusy: false,
  ...fields,
});

export function sampleUsers(): AllUsersItem[] {
  return [1, 2, 3, 4, 5].map((id) => ({
    id: id + 10,
    name: sampleFriend(id).name,
    image: sampleFriend(id).image,
    pet_name: sampleFriend(id).petName,
    breed: sampleFriend(id).breed,
    relation: ([null, 'friend', 'request_sent', 'request_received', null] as const)[id - 1]!,
  }));
}

export const usersView = (fields: Partial<UsersListView> = {}): UsersListView => ({
  status: 'ready',
  error: null,
  query: '',
  q: '',
  page: 1,
  pages: 3,
  items: sampleUsers(),
  ...fields,
});

export const rowsOf = (view: UsersListView, busyId: number | null = null): UserRowView[] =>
  view.items.map((u) => ({
    id: u.id,
    name: u.name,
    image: u.image,
    petName: u.pet_name,
    breed: u.breed,
    relation: u.relation,
    busy: u.id === busyId,
  }));
