import { describe, expect, it } from 'vitest';
import { createActor, createMachine, emit, setup } from 'xstate';
import { FRIENDS_EVENT, VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { cancelledCallOf, feedLink, notificationEventOf } from '../../../machines/notifications/notifications.realtime';
import { selectNotificationsView } from '../../../machines/notifications/notifications.selectors';
import type { RealtimeEmitted } from '../../../machines/realtime/realtime.types';
import { sampleCall } from '../../../stories/notifications/sample-data';

/** The sample call is for user 1. */
const ME = sampleCall.userToCall;
const CALL_ID = sampleCall.callId;

describe('realtime events for the notifications bell (spec §4 "Realtime")', () => {
  it('turns a sendFriendRequest for this user into a friend-request notification', () => {
    const event = notificationEventOf(
      {
        event: FRIENDS_EVENT,
        data: {
          type: 'sendFriendRequest',
          recipientId: ME,
          id: 7,
          name: 'Marta',
          image: '/media/photos/7.jpg',
          pet_name: 'Kiwi',
          pet_gender: 'girl',
          breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
        },
      },
      ME,
    );
    expect(event).toEqual({
      type: 'friends.requestReceived',
      request: {
        id: 7,
        name: 'Marta',
        image: '/media/photos/7.jpg',
        pet_name: 'Kiwi',
        pet_gender: 'girl',
        breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
      },
    });
  });

  it('turns a friendRequestAccepted for this user into the new friend (the session learns it)', () => {
    const accepted = (recipientId: number) =>
      notificationEventOf(
        {
          event: FRIENDS_EVENT,
          data: { type: 'friendRequestAccepted', recipientId, friend: { id: 7, name: 'Marta' } },
        },
        ME,
      );
    expect(accepted(ME)).toEqual({ type: 'friends.requestAccepted', id: 7 });
    expect(accepted(ME + 1)).toBeNull();
  });

  it('turns an incomingCall for this user into a call notification', () => {
    const event = notificationEventOf({ event: FRIENDS_EVENT, data: { type: 'incomingCall', ...sampleCall } }, ME);
    expect(event).toEqual({ type: 'call.incoming', call: sampleCall });
  });

  it('ignores events for somebody else, other types, other channels and malformed data', () => {
    expect(
      notificationEventOf(
        { event: FRIENDS_EVENT, data: { type: 'sendFriendRequest', recipientId: 2, id: 7, name: 'Marta' } },
        ME,
      ),
    ).toBeNull();
    expect(
      notificationEventOf({ event: FRIENDS_EVENT, data: { type: 'incomingCall', from: 5, userToCall: 2 } }, ME),
    ).toBeNull();
    expect(
      notificationEventOf(
        { event: FRIENDS_EVENT, data: { type: 'presence', snapshot: true, online: [2], offline: [] } },
        ME,
      ),
    ).toBeNull();
    expect(
      notificationEventOf({ event: VIDEO_CHAT_EVENT, data: { type: 'incomingCall', from: 5, userToCall: ME } }, ME),
    ).toBeNull();
    expect(
      notificationEventOf({ event: FRIENDS_EVENT, data: { type: 'sendFriendRequest', recipientId: ME, id: '7' } }, ME),
    ).toBeNull();
    expect(
      notificationEventOf({ event: FRIENDS_EVENT, data: { type: 'incomingCall', from: 5, userToCall: ME } }, ME),
    ).toBeNull();
    expect(notificationEventOf({ event: FRIENDS_EVENT, data: null }, ME)).toBeNull();
  });

  it('feeds the machine: one entry per caller, the unread marker, removal when the call is joined', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send({ type: 'notifications.signedIn' });
    const call = (fromName: string) =>
      notificationEventOf(
        {
          event: FRIENDS_EVENT,
          data: { type: 'incomingCall', ...sampleCall, fromName },
        },
        ME,
      )!;
    actor.send(call('Taras'));
    actor.send(call('Taras K.'));
    expect(selectNotificationsView(actor.getSnapshot())).toMatchObject({
      unread: true,
      items: [{ key: 'call-5', call: { fromName: 'Taras K.' } }],
    });
    actor.send({ type: 'call.joined', from: 5 });
    expect(selectNotificationsView(actor.getSnapshot()).items).toEqual([]);
    actor.stop();
  });

  it('maps callCancelled for this user to the end of that invitation', () => {
    const cancelled = (to: number, extra: Record<string, unknown> = {}) =>
      cancelledCallOf(
        {
          event: FRIENDS_EVENT,
          data: { type: 'callCancelled', callId: CALL_ID, from: 5, to, reason: 'expired', ...extra },
        },
        ME,
      );
    expect(cancelled(ME)).toEqual({ type: 'call.ended', from: 5, callId: CALL_ID });
    expect(cancelled(ME + 1)).toBeNull();
    expect(cancelled(ME, { callId: 7 })).toBeNull();
    expect(
      cancelledCallOf({ event: VIDEO_CHAT_EVENT, data: { type: 'callCancelled', from: 5, to: ME } }, ME),
    ).toBeNull();
  });

  it('feedLink sends the machine the events of realtime messages for the signed-in user only', () => {
    const received: unknown[] = [];
    // Stand-ins: a realtime actor that emits what it is sent, a session with its user.
    const realtime = setup({ types: { emitted: {} as RealtimeEmitted } }).createMachine({
      on: { '*': { actions: emit(({ event }) => event as RealtimeEmitted) } },
    });
    const session = createMachine({ context: { user: { id: ME } } });
    const host = createActor(
      setup({ actors: { realtime, session, feedLink } }).createMachine({
        invoke: [
          { id: 'realtime', src: 'realtime', systemId: 'realtime' },
          { id: 'session', src: 'session', systemId: 'session' },
          { id: 'feedLink', src: 'feedLink' },
        ],
        on: { '*': { actions: ({ event }) => void received.push(event) } },
      }),
    ).start();
    const rt = host.system.get('realtime');
    const message = (data: Record<string, unknown>) => ({
      type: 'realtime.message',
      channel: 'friends-chanel',
      event: FRIENDS_EVENT,
      data,
    });
    rt.send(message({ type: 'callCancelled', callId: CALL_ID, from: 5, to: ME, reason: 'cancelled' }));
    rt.send(message({ type: 'callCancelled', callId: CALL_ID, from: 5, to: ME + 1, reason: 'cancelled' }));
    rt.send(message({ type: 'presence', snapshot: false, online: [5], offline: [], on_call: [] }));
    expect(received).toEqual([{ type: 'call.ended', from: 5, callId: CALL_ID }]);
    host.stop();
  });
});
