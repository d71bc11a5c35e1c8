import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, setup } from 'xstate';
import type { Friend, FriendsPages } from '../../contract/friends';
import { FRIENDS_CHANNEL, FRIENDS_EVENT } from '../../contract/realtime';
import { startChatSystem } from '../../tests/model/support/chat-system';
import { deferred, flush } from '../../tests/model/support/deferred';
import { friendFixture } from '../../tests/model/support/friends-fixtures';
import type { FriendRequestsEmitted } from '../friend-requests/friend-requests.types';
import { createFriendsListImplementations } from './friends-list.actors';
import { friendsListEventOf } from './friends-list.links';
import { friendsListMachine } from './friends-list.machine';
import { selectFriendsList } from './friends-list.selectors';

const friendsMessage = (data: unknown) => ({
  channel: FRIENDS_CHANNEL as typeof FRIENDS_CHANNEL,
  event: FRIENDS_EVENT,
  data,
});

describe('friendsListEventOf (spec §7 FriendsChanel)', () => {
  it('reads presence with who is on a call, and an accepted request', () => {
    expect(
      friendsListEventOf(friendsMessage({ type: 'presence', snapshot: false, online: [3], offline: [], on_call: [3] })),
    ).toEqual({ type: 'friends.presence', online: [3], offline: [], onCall: [3] });
    const friend = friendFixture(9, { is_online: true });
    expect(friendsListEventOf(friendsMessage({ type: 'friendRequestAccepted', recipientId: 1, friend }))).toEqual({
      type: 'friends.added',
      friend,
    });
  });

  it('ignores other events, other types and malformed data', () => {
    expect(friendsListEventOf({ event: 'VideochatChanel', data: { type: 'presence', online: [1] } })).toBeNull();
    expect(friendsListEventOf(friendsMessage({ type: 'sendFriendRequest', id: 2 }))).toBeNull();
    expect(friendsListEventOf(friendsMessage({ type: 'friendRequestAccepted', friend: null }))).toBeNull();
    expect(friendsListEventOf(friendsMessage(null))).toBeNull();
    expect(
      friendsListEventOf(friendsMessage({ type: 'presence', online: ['x', 4], offline: 'no', on_call: undefined })),
    ).toEqual({ type: 'friends.presence', online: [4], offline: [], onCall: [] });
  });
});

describe('friends list on the realtime actor (live updates)', () => {
  it('moves friends between groups, shows calls, adds accepted friends and resets a page beyond the count', async () => {
    const answer = deferred<FriendsPages>();
    const system = startChatSystem({
      logic: friendsListMachine.provide(
        createFriendsListImplementations({
          loadFriends: () => answer.promise,
          removeFriend: async () => {},
          openCall: () => {},
        }),
      ),
      input: { pageSize: 1 },
      systemId: 'friendsList',
    });
    answer.resolve({
      online: [[friendFixture(1, { is_online: true })]],
      offline: [[friendFixture(2)], [friendFixture(3)]],
    });
    await flush();
    const view = () => selectFriendsList(system.actor.getSnapshot());
    expect(view().offline).toMatchObject({ page: 1, pages: 2, total: 2 });
    system.actor.send({ type: 'page.go', group: 'offline', page: 2 });
    expect(view().offline.friends.map((f) => f.id)).toEqual([3]);

    // Friend 3 comes online and is on a call: the offline group has one page left → page 1.
    system.realtime(friendsMessage({ type: 'presence', snapshot: false, online: [3], offline: [], on_call: [3] }));
    expect(view().offline).toMatchObject({ page: 1, pages: 1, total: 1 });
    expect(view().online.total).toBe(2);
    expect(view().online.page).toBe(1);
    system.actor.send({ type: 'page.go', group: 'online', page: 2 });
    expect(view().online.friends).toEqual([expect.objectContaining({ id: 3, onCall: true, canInvite: false })]);

    // Friend 1 goes offline; a request of ours is accepted by friend 4.
    system.realtime(friendsMessage({ type: 'presence', snapshot: false, online: [], offline: [1], on_call: [] }));
    system.realtime(friendsMessage({ type: 'friendRequestAccepted', recipientId: 99, friend: friendFixture(4) }));
    expect(view().online.total).toBe(1);
    expect(view().offline.total).toBe(3);
    system.stop();
  });
});

describe('friends list and the bell', () => {
  it('lists a friend accepted from the notification panel at once', async () => {
    let accepted: ((friend: Friend) => void) | null = null;
    const host = createActor(
      setup({
        actors: {
          friendRequests: fromCallback<EventObject, unknown, FriendRequestsEmitted>(({ emit }) => {
            accepted = (friend) => emit({ type: 'friendRequests.accepted', friend });
          }),
          list: friendsListMachine.provide(
            createFriendsListImplementations({
              loadFriends: async () => ({ online: [], offline: [] }),
              removeFriend: async () => {},
              openCall: () => {},
            }),
          ),
        },
      }).createMachine({
        invoke: [
          { id: 'friendRequests', src: 'friendRequests', systemId: 'friendRequests' },
          { id: 'list', src: 'list', systemId: 'friendsList', input: { pageSize: 10 } },
        ],
      }),
    ).start();
    await flush();
    const list = host.system.get('friendsList');
    expect(selectFriendsList(list.getSnapshot()).status).toBe('ready');
    accepted!(friendFixture(8, { is_online: true }));
    expect(selectFriendsList(list.getSnapshot()).online.friends.map((f) => f.id)).toEqual([8]);
    host.stop();
  });
});
