import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import type { AcceptRequestResult, Friend } from '../../contract/friends';
import { createFriendRequestsImplementations } from '../../machines/friend-requests/friend-requests.actors';
import { friendRequestsMachine } from '../../machines/friend-requests/friend-requests.machine';
import { selectActing } from '../../machines/friend-requests/friend-requests.selectors';
import type { FriendRequestsEmitted } from '../../machines/friend-requests/friend-requests.types';
import { apiFailure } from '../../machines/shared/api-failure';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { english } from './support/messages';

const friend = (id: number): Friend => ({
  id,
  name: `Owner ${id}`,
  image: null,
  pet_name: 'Kiwi',
  pet_gender: 'girl',
  breed: null,
  is_online: true,
  is_on_call: false,
});

describeModel(friendRequestsMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'request.accept', id: 7 },
      { type: 'request.decline', id: 8 },
    ];
    if (s.matches('accepting'))
      events.push(
        { type: 'xstate.done.actor.acceptRequest', output: { friend: friend(7) } satisfies AcceptRequestResult },
        { type: 'xstate.error.actor.acceptRequest', error: apiFailure(404) },
      );
    if (s.matches('declining'))
      events.push(
        { type: 'xstate.done.actor.declineRequest', output: undefined },
        { type: 'xstate.error.actor.declineRequest', error: apiFailure(null) },
      );
    return events;
  },
  world: () => {
    const acceptRequest = fakeCalls<[number, AbortSignal], AcceptRequestResult>();
    const declineRequest = fakeCalls<[number, AbortSignal]>();
    const toasts = recorder();
    const notifications = recorder();
    const emitted: FriendRequestsEmitted[] = [];
    return {
      machine: friendRequestsMachine.provide(
        createFriendRequestsImplementations({ acceptRequest: acceptRequest.fn, declineRequest: declineRequest.fn }),
      ),
      system: { toasts: toasts.logic, notifications: notifications.logic },
      calls: { acceptRequest, declineRequest },
      acceptRequest,
      declineRequest,
      toasts,
      notifications,
      emitted,
      started: (actor: { on: (type: '*', fn: (e: FriendRequestsEmitted) => void) => unknown }) =>
        void actor.on('*', (e) => emitted.push(e)),
    };
  },
  oracles: {
    'one request at a time, shown busy while its call runs': ({ snapshot }) => {
      const acting = selectActing(snapshot);
      if (snapshot.matches('idle')) expect(acting).toBeNull();
      if (snapshot.matches('accepting')) expect(acting?.action).toBe('accept');
      if (snapshot.matches('declining')) expect(acting?.action).toBe('decline');
    },
    'accepting and declining call the server for that sender only': ({ event, step, world, added }) => {
      const accepts = added(world.acceptRequest.calls).map((c) => c.args[0]);
      const declines = added(world.declineRequest.calls).map((c) => c.args[0]);
      const idle = step.before.matches('idle');
      expect(accepts).toEqual(idle && event.type === 'request.accept' ? [7] : []);
      expect(declines).toEqual(idle && event.type === 'request.decline' ? [8] : []);
    },
    'success: the item goes (and an accepted friend is added with a toast); failure: a toast and the item stays': ({
      event,
      step,
      world,
      added,
    }) => {
      const toasts = added(world.toasts.events).map((t) => [t.kind, english(t.message as never)]);
      const handled = added(world.notifications.events);
      const emitted = added(world.emitted);
      const id = step.before.context.acting?.id;
      switch (event.type) {
        case 'xstate.done.actor.acceptRequest':
          expect(toasts).toEqual([['success', 'Friends added successfully']]);
          expect(handled).toEqual([{ type: 'friends.requestHandled', id }]);
          expect(emitted).toEqual([{ type: 'friendRequests.accepted', friend: friend(7) }]);
          break;
        case 'xstate.done.actor.declineRequest':
          expect(toasts).toEqual([]);
          expect(handled).toEqual([{ type: 'friends.requestHandled', id }]);
          expect(emitted).toEqual([]);
          break;
        case 'xstate.error.actor.acceptRequest':
        case 'xstate.error.actor.declineRequest':
          expect(toasts).toEqual([['error', 'Failed, try again']]);
          expect(handled).toEqual([]);
          expect(emitted).toEqual([]);
          break;
        default:
          expect([toasts, handled, emitted]).toEqual([[], [], []]);
      }
    },
  },
});

describe('friend requests machine', () => {
  it('tells the notifications actor of the system which request was handled', async () => {
    const notifications = recorder();
    const actor = createActor(
      setup({
        actors: {
          notifications: notifications.logic,
          friendRequests: friendRequestsMachine.provide(
            createFriendRequestsImplementations({
              acceptRequest: async () => ({ friend: friend(3) }),
              declineRequest: async () => {},
            }),
          ),
        },
      }).createMachine({
        invoke: [
          { id: 'notifications', src: 'notifications', systemId: 'notifications' },
          { id: 'friendRequests', src: 'friendRequests', systemId: 'friendRequests' },
        ],
      }),
    ).start();
    actor.system.get('friendRequests').send({ type: 'request.accept', id: 3 });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(notifications.events).toEqual([{ type: 'friends.requestHandled', id: 3 }]);
    actor.stop();
  });
});
