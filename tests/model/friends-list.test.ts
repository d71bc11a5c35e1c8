import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import type { FriendsPages } from '../../contract/friends';
import { createFriendsListImplementations } from '../../machines/friends-list/friends-list.actors';
import { friendsListMachine } from '../../machines/friends-list/friends-list.machine';
import { groupOf, pageCount } from '../../machines/friends-list/friends-list.paging';
import { selectFriendsList } from '../../machines/friends-list/friends-list.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { friendFixture, sessionWithFriends } from './support/friends-fixtures';
import { english } from './support/messages';

// Two per page: Olha and Petro online (Petro on a call), Roman and Sofia offline on two pages.
const [OLHA, PETRO, ROMAN, SOFIA, TARAS] = [1, 2, 3, 4, 5];
const PAGES: FriendsPages = {
  online: [[friendFixture(OLHA, { is_online: true }), friendFixture(PETRO, { is_online: true, is_on_call: true })]],
  offline: [[friendFixture(ROMAN)], [friendFixture(SOFIA)]],
};

describeModel(friendsListMachine, {
  inputs: [{ pageSize: 2 }],
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'list.retry' },
      { type: 'page.go', group: 'offline', page: 2 },
      { type: 'page.go', group: 'online', page: 2 },
      { type: 'friend.invite', id: OLHA },
      { type: 'friend.invite', id: PETRO },
      { type: 'friend.remove', id: SOFIA },
      { type: 'removal.confirm' },
      { type: 'removal.cancel' },
      // Roman comes online: the offline group has one page left.
      { type: 'friends.presence', online: [ROMAN], offline: [], onCall: [] },
      // Olha starts a call, then leaves.
      { type: 'friends.presence', online: [OLHA], offline: [], onCall: [OLHA] },
      { type: 'friends.presence', online: [], offline: [OLHA], onCall: [] },
      { type: 'friends.added', friend: friendFixture(TARAS) },
      { type: 'user.blocked', userId: SOFIA },
    ];
    if (s.matches('loading'))
      events.push(
        { type: 'xstate.done.actor.loadFriends', output: PAGES },
        { type: 'xstate.error.actor.loadFriends', error: apiFailure(500, { message: 'Server error' }) },
      );
    if (s.matches({ ready: 'removing' }))
      events.push(
        { type: 'xstate.done.actor.removeFriend' },
        { type: 'xstate.error.actor.removeFriend', error: apiFailure(404) },
      );
    return events;
  },
  world: () => {
    const loadFriends = fakeCalls<[number, AbortSignal], FriendsPages>();
    const removeFriend = fakeCalls<[number, AbortSignal], void>();
    const opened: number[] = [];
    const toasts = recorder();
    const session = sessionWithFriends([OLHA, PETRO, ROMAN, SOFIA]);
    return {
      machine: friendsListMachine.provide(
        createFriendsListImplementations({
          loadFriends: loadFriends.fn,
          removeFriend: removeFriend.fn,
          openCall: (id) => opened.push(id),
        }),
      ),
      system: { toasts: toasts.logic, session: session.logic },
      systemId: 'friendsList',
      calls: { loadFriends, removeFriend },
      loadFriends,
      removeFriend,
      opened,
      session,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
    };
  },
  oracles: {
    'the list asks for its pages with its page size': ({ world }) => {
      for (const call of world.loadFriends.calls) expect(call.args[0]).toBe(2);
    },
    // Spec §4: paging resets to page 1 when the current page exceeds the page count.
    'no group shows a page beyond its page count': ({ snapshot }) => {
      const { friends, page, pageSize } = snapshot.context;
      for (const group of ['online', 'offline'] as const) {
        expect(page[group]).toBeGreaterThanOrEqual(1);
        expect(page[group]).toBeLessThanOrEqual(pageCount(groupOf(friends, group).length, pageSize));
      }
    },
    'a page beyond the count after a change goes back to page 1, not to the last page': ({
      event,
      step: { before },
      snapshot,
    }) => {
      if (event.type === 'page.go') return;
      for (const group of ['online', 'offline'] as const) {
        const was = before.context.page[group];
        const now = snapshot.context.page[group];
        if (now !== was) expect(now).toBe(1);
      }
    },
    'each friend is in exactly one group, shown live': ({ snapshot }) => {
      const view = selectFriendsList(snapshot);
      for (const card of [...view.online.friends]) expect(card.online).toBe(true);
      for (const card of [...view.offline.friends]) expect(card.online).toBe(false);
      expect(view.online.total + view.offline.total).toBe(snapshot.context.friends.length);
      for (const card of [...view.online.friends, ...view.offline.friends]) {
        expect(card.canInvite).toBe(card.online && !card.onCall);
        if (card.onCall) expect(card.online).toBe(true);
      }
    },
    // Spec §2: invite-to-chat only for an online friend; not for one already on a call.
    'an invitation opens the friend call only for an online friend not on a call': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const opened = added(world.opened);
      const friend = before.context.friends.find((f) => 'id' in event && f.id === event.id);
      const invitable =
        event.type === 'friend.invite' && before.matches('ready') && friend?.is_online && !friend.is_on_call;
      expect(opened).toEqual(invitable ? [friend!.id] : []);
    },
    'nothing is removed without the confirmation in the unfollow popup': ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const removed = added(world.removeFriend.calls).map((c) => c.args[0]);
      const confirmed = event.type === 'removal.confirm' && before.matches({ ready: 'confirming' });
      expect(removed).toEqual(confirmed ? [before.context.removing!.id] : []);
    },
    // Spec §8.
    'a removal ends with its toast, and the friend leaves the list only when the server agreed': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      if (event.type === 'xstate.done.actor.removeFriend') {
        expect(shown).toEqual([{ kind: 'success', text: 'Friend removed successfully' }]);
        expect(snapshot.context.friends.some((f) => f.id === before.context.removing!.id)).toBe(false);
      } else if (event.type === 'xstate.error.actor.removeFriend') {
        expect(shown).toEqual([{ kind: 'error', text: 'Failed, please try again.' }]);
        expect(snapshot.context.friends).toEqual(before.context.friends);
      } else expect(shown).toEqual([]);
    },
    "the session user's friends follow a removal, a block and an accepted request": ({
      event,
      step: { before },
      world,
      added,
    }) => {
      const sent = added(world.session.events).map((e) => e.user?.friends);
      const had = world.session.events.length - sent.length;
      const last = had > 0 ? world.session.events[had - 1]!.user!.friends : [OLHA, PETRO, ROMAN, SOFIA];
      if (event.type === 'xstate.done.actor.removeFriend')
        expect(sent).toEqual([last.filter((id) => id !== before.context.removing!.id)]);
      else if (event.type === 'user.blocked' && before.matches({ ready: 'idle' }))
        expect(sent).toEqual(last.includes(event.userId) ? [last.filter((id) => id !== event.userId)] : []);
      else if (event.type === 'friends.added' && before.matches('ready'))
        expect(sent).toEqual(last.includes(TARAS) ? [] : [[...last, TARAS]]);
      else expect(sent).toEqual([]);
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectFriendsList(snapshot);
      expect(view.status).toBe(
        snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
      );
      if (view.status === 'failed') expect(view.error).toBe('Server error');
      expect(view.removing !== null).toBe(
        snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'removing' }),
      );
      expect(view.removeBusy).toBe(snapshot.matches({ ready: 'removing' }));
    },
  },
});
