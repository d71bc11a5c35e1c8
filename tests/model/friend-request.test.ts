import type { MessageDescriptor } from '@lingui/core';
import { expect } from 'vitest';
import type { AcceptRequestResult, FriendLimit, SendRequestResult } from '../../contract/friends';
import { createFriendRequestImplementations } from '../../machines/friend-request/friend-request.actors';
import { friendRequestMachine } from '../../machines/friend-request/friend-request.machine';
import { relationAfter, selectFriendRequest } from '../../machines/friend-request/friend-request.selectors';
import type { FriendRequestInput } from '../../machines/friend-request/friend-request.types';
import { apiFailure } from '../../machines/shared/api-failure';
import type { ToastKind } from '../../machines/toasts/toasts.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { friendFixture, sessionWithFriends } from './support/friends-fixtures';
import { english } from './support/messages';

const [ANNA, BOHDAN, CHRYSTIA] = [7, 8, 9];
const inputs: FriendRequestInput[] = [
  { isSubscribed: false, friendCount: 2 },
  { isSubscribed: true, friendCount: 12 },
];
const LIMIT: FriendLimit = { limit: 5 };
const refusedAtLimit = apiFailure(403, { message: 'Friend limit reached' });
const alreadyPending = apiFailure(409, { message: 'A request is already pending' });
// The decline brake (API.md "Friends"): told apart by `code`, never by the text.
const recentlyDeclined = apiFailure(409, { message: 'Declined lately', code: 'recently_declined' });
const sendingPaused = apiFailure(429, { message: 'Paused', code: 'sending_paused', retryAfterSeconds: 3000 });

describeModel(friendRequestMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'request.send', userId: ANNA },
      { type: 'request.send', userId: BOHDAN },
      { type: 'request.accept', userId: CHRYSTIA },
      { type: 'request.dismissWarning' },
    ];
    if (s.matches('checkingLimit'))
      events.push(
        { type: 'xstate.done.actor.friendLimit', output: LIMIT },
        // Two friends and a limit of two: at the limit, nothing is sent.
        { type: 'xstate.done.actor.friendLimit', output: { limit: 2 } satisfies FriendLimit },
        { type: 'xstate.done.actor.friendLimit', output: { limit: null } satisfies FriendLimit },
        { type: 'xstate.error.actor.friendLimit', error: apiFailure(null) },
      );
    if (s.matches('sending'))
      events.push(
        { type: 'xstate.done.actor.sendRequest', output: { status: 'pending' } satisfies SendRequestResult },
        { type: 'xstate.done.actor.sendRequest', output: { status: 'friends' } satisfies SendRequestResult },
        { type: 'xstate.error.actor.sendRequest', error: refusedAtLimit },
        { type: 'xstate.error.actor.sendRequest', error: alreadyPending },
        { type: 'xstate.error.actor.sendRequest', error: recentlyDeclined },
        { type: 'xstate.error.actor.sendRequest', error: sendingPaused },
        { type: 'xstate.error.actor.sendRequest', error: apiFailure(500) },
      );
    if (s.matches('accepting'))
      events.push(
        {
          type: 'xstate.done.actor.acceptRequest',
          output: { friend: friendFixture(CHRYSTIA) } satisfies AcceptRequestResult,
        },
        { type: 'xstate.error.actor.acceptRequest', error: apiFailure(404) },
      );
    return events;
  },
  world: () => {
    const friendLimit = fakeCalls<[AbortSignal], FriendLimit>();
    const sendRequest = fakeCalls<[number, AbortSignal], SendRequestResult>();
    const acceptRequest = fakeCalls<[number, AbortSignal], AcceptRequestResult>();
    const toasts = recorder();
    const notifications = recorder();
    const session = sessionWithFriends([]);
    return {
      machine: friendRequestMachine.provide(
        createFriendRequestImplementations({
          friendLimit: friendLimit.fn,
          sendRequest: sendRequest.fn,
          acceptRequest: acceptRequest.fn,
        }),
      ),
      system: { toasts: toasts.logic, notifications: notifications.logic, session: session.logic },
      systemId: 'friendRequest',
      calls: { friendLimit, sendRequest, acceptRequest },
      friendLimit,
      sendRequest,
      acceptRequest,
      notifications,
      session,
      toasts: toasts.events as unknown as Array<{ kind: ToastKind; message: MessageDescriptor }>,
    };
  },
  oracles: {
    // Spec §6: subscribers skip the check; a non-subscriber's first step is the limit.
    'only a non-subscriber asks for the limit, once per new request': ({ event, step: { before }, world, added }) => {
      const asked = added(world.friendLimit.calls).length;
      const isNew =
        event.type === 'request.send' && before.matches('idle') && !(event.userId in before.context.statuses);
      expect(asked).toBe(isNew && !before.context.isSubscribed ? 1 : 0);
    },
    // Spec §6: at or above the limit nothing is sent.
    'a request is sent only under the limit (or by a subscriber), to the chosen user': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      const sent = added(world.sendRequest.calls).map((c) => c.args[0]);
      const underLimit =
        event.type === 'xstate.done.actor.friendLimit' &&
        ((event.output as FriendLimit).limit === null || before.context.count < (event.output as FriendLimit).limit!);
      const subscriberSends = event.type === 'request.send' && before.matches('idle') && before.context.isSubscribed;
      if (underLimit || (subscriberSends && snapshot.matches('sending')))
        expect(sent).toEqual([snapshot.context.target]);
      else expect(sent).toEqual([]);
    },
    // Spec §8.
    'each outcome has its toast': ({ event, step: { before }, world, added }) => {
      const shown = added(world.toasts).map((t) => ({ kind: t.kind, text: english(t.message) }));
      const limit = { kind: 'warning', text: 'You used your friends limit. Subscribe to add more friends.' };
      const friends = { kind: 'success', text: 'Friends added successfully' };
      const expected: Record<string, unknown[]> = {
        'xstate.error.actor.friendLimit': [{ kind: 'error', text: 'Failed to send the request' }],
        'xstate.error.actor.acceptRequest': [{ kind: 'error', text: 'Failed, please try again.' }],
        'xstate.done.actor.acceptRequest': [friends],
      };
      if (event.type === 'xstate.done.actor.friendLimit') {
        const { limit: max } = event.output as FriendLimit;
        expect(shown).toEqual(max !== null && before.context.count >= max ? [limit] : []);
      } else if (event.type === 'xstate.done.actor.sendRequest')
        expect(shown).toEqual([
          (event.output as SendRequestResult).status === 'friends'
            ? friends
            : { kind: 'success', text: 'Request sent successfully' },
        ]);
      else if (event.type === 'xstate.error.actor.sendRequest')
        expect(shown).toEqual([
          event.error === refusedAtLimit
            ? limit
            : event.error === alreadyPending
              ? { kind: 'info', text: 'You have already asked this user to be friends' }
              : event.error === recentlyDeclined
                ? {
                    kind: 'warning',
                    text: 'This user declined your friend request. You can ask again 7 days after that.',
                  }
                : event.error === sendingPaused
                  ? {
                      kind: 'warning',
                      text: 'Several people declined your friend requests today, so sending is paused. You can send again in 50 minutes.',
                    }
                  : { kind: 'error', text: 'Failed to send the request' },
        ]);
      else expect(shown).toEqual(expected[event.type] ?? []);
    },
    'the limit warning shows after a refusal at the limit until the next attempt or dismissal': ({
      event,
      snapshot,
    }) => {
      const view = selectFriendRequest(snapshot);
      if (event.type === 'xstate.error.actor.sendRequest' && event.error === refusedAtLimit)
        expect(view.limitReached).toBe(true);
      if (event.type === 'request.dismissWarning') expect(view.limitReached).toBe(false);
      if (view.limitReached) expect(snapshot.matches('idle')).toBe(true);
    },
    "a new friendship reaches the session user's friends": ({ event, step: { before }, world, added }) => {
      const sent = added(world.session.events).map((e) => e.user?.friends.at(-1));
      const friends =
        event.type === 'xstate.done.actor.acceptRequest' ||
        (event.type === 'xstate.done.actor.sendRequest' && (event.output as SendRequestResult).status === 'friends');
      expect(sent).toEqual(friends ? [before.context.target] : []);
    },
    'a 409 (already asked) counts as requested; other failures (a decline’s 409 too) leave the user as they were': ({
      event,
      step: { before },
      snapshot,
    }) => {
      if (event.type !== 'xstate.error.actor.sendRequest') return;
      const target = before.context.target!;
      expect(snapshot.context.statuses[target]).toBe(event.error === alreadyPending ? 'requested' : undefined);
    },
    'an accepted request leaves the bell': ({ event, world, added }) => {
      const told = added(world.notifications.events);
      expect(told).toEqual(
        event.type === 'xstate.done.actor.acceptRequest' ? [{ type: 'friends.requestHandled', id: CHRYSTIA }] : [],
      );
    },
    'the views show who was requested and who became a friend': ({ snapshot }) => {
      const view = selectFriendRequest(snapshot);
      expect(view.busy).toBe(!snapshot.matches('idle'));
      expect(view.target === null).toBe(snapshot.matches('idle'));
      for (const [id, status] of Object.entries(view.statuses)) {
        expect(relationAfter(null, status)).toBe(status === 'friends' ? 'friend' : 'request_sent');
        expect(relationAfter('request_received', status)).toBe('friend');
        expect([ANNA, BOHDAN, CHRYSTIA]).toContain(Number(id));
      }
    },
  },
});
