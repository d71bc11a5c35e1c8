import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { selectNotificationsView } from '../../machines/notifications/notifications.selectors';
import type {
  IncomingCall,
  IncomingFriendRequest,
  NotificationsEvent,
} from '../../machines/notifications/notifications.types';
import { describeModel } from './support/describe-model';

const request = (id: number): IncomingFriendRequest => ({
  id,
  name: `Owner ${id}`,
  image: null,
  pet_name: 'Kiwi',
  pet_gender: 'girl',
  breed: { name: 'Budgie' },
});
const call = (from: number, fromName: string): IncomingCall => ({
  from,
  fromName,
  image: null,
  petName: 'Rio',
  petGender: 'boy',
  petBreedName: 'Cockatiel',
  userToCall: 1,
  callId: '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11',
});

const EVENTS: NotificationsEvent[] = [
  { type: 'panel.toggle' },
  { type: 'panel.close' },
  { type: 'friends.requestReceived', request: request(7) },
  { type: 'friends.requestsLoaded', requests: [request(7), request(8)] },
  { type: 'friends.requestsLoaded', requests: [] },
  { type: 'friends.requestHandled', id: 7 },
  { type: 'call.incoming', call: call(5, 'Taras') },
  // The same caller again (a second invitation): still one entry per caller.
  { type: 'call.incoming', call: call(5, 'Taras again') },
  { type: 'call.joined', from: 5 },
  { type: 'call.ended', from: 5 },
  { type: 'notifications.clear' },
];

describeModel(notificationsMachine, {
  events: () => EVENTS,
  world: () => ({ machine: notificationsMachine }),
  atStart: ({ snapshot }) =>
    expect(selectNotificationsView(snapshot)).toEqual({ open: false, unread: false, items: [] }),
  oracles: {
    'one entry per sender and per caller': ({ snapshot }) => {
      const keys = selectNotificationsView(snapshot).items.map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
    },
    'the panel opens and closes': ({ event, step: { before }, snapshot }) => {
      const view = selectNotificationsView(snapshot);
      if (event.type === 'panel.toggle') expect(view.open).toBe(!before.hasTag('open'));
      if (event.type === 'panel.close') expect(view.open).toBe(false);
      // Opening marks everything read; the panel shows new items at once, so they are read too.
      if (view.open) expect(view.unread).toBe(false);
    },
    'a new request or call comes first, unread unless the panel is open': ({ event, snapshot }) => {
      const view = selectNotificationsView(snapshot);
      if (event.type === 'friends.requestReceived') {
        expect(view.items[0]).toEqual({ kind: 'friendRequest', key: 'request-7', request: request(7) });
        expect(view.unread).toBe(!view.open);
      }
      if (event.type === 'call.incoming') {
        expect(view.items[0]).toEqual({ kind: 'incomingCall', key: 'call-5', call: event.call });
        expect(view.unread).toBe(!view.open);
      }
    },
    'loaded, handled, joined, ended and cleared entries': ({ event, snapshot }) => {
      const view = selectNotificationsView(snapshot);
      const keys = view.items.map((i) => i.key);
      if (event.type === 'friends.requestsLoaded')
        expect(view.items.filter((i) => i.kind === 'friendRequest').map((i) => i.key)).toEqual(
          event.requests.map((r) => `request-${r.id}`),
        );
      if (event.type === 'friends.requestHandled') expect(keys).not.toContain('request-7');
      if (event.type === 'call.joined' || event.type === 'call.ended') expect(keys).not.toContain('call-5');
      if (event.type === 'notifications.clear') expect(view).toEqual({ open: false, unread: false, items: [] });
    },
    'removing or opening never raises the marker': ({ event, step: { before }, snapshot }) => {
      if (
        ['panel.toggle', 'panel.close', 'friends.requestHandled', 'call.joined', 'call.ended'].includes(event.type) &&
        !before.context.unread
      )
        expect(selectNotificationsView(snapshot).unread).toBe(false);
    },
  },
});

describe('notifications machine', () => {
  it('raises the unread marker for a reloaded list only when it holds a new request', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send({ type: 'friends.requestsLoaded', requests: [request(1)] });
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(true);
    actor.send({ type: 'panel.toggle' });
    actor.send({ type: 'panel.close' });
    actor.send({ type: 'friends.requestsLoaded', requests: [request(1)] });
    expect(selectNotificationsView(actor.getSnapshot()).unread).toBe(false);
    actor.stop();
  });
});
