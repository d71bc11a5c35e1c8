import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { selectNotificationsView } from '../../machines/notifications/notifications.selectors';
import type {
  IncomingCall,
  IncomingFriendRequest,
  NotificationsEvent,
} from '../../machines/notifications/notifications.types';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';

type M = typeof notificationsMachine;

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

const paths = generatePaths(notificationsMachine, { inputs: [undefined as never], events: () => EVENTS as never });

function run(path: ModelPath<M>) {
  const actor = createActor(notificationsMachine).start();
  expect(selectNotificationsView(actor.getSnapshot())).toEqual({ open: false, unread: false, items: [] });
  for (const { event, before, after } of path.steps) {
    actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectNotificationsView(snapshot);
    const e = event as NotificationsEvent;
    const keys = view.items.map((i) => i.key);
    // One entry per sender and per caller.
    expect(new Set(keys).size).toBe(keys.length);
    if (e.type === 'panel.toggle') expect(view.open).toBe(!before.hasTag('open'));
    if (e.type === 'panel.close') expect(view.open).toBe(false);
    // Opening marks everything read; the panel shows new items at once, so they are read too.
    if (view.open) expect(view.unread).toBe(false);
    if (e.type === 'friends.requestReceived') {
      expect(view.items[0]).toEqual({ kind: 'friendRequest', key: 'request-7', request: request(7) });
      expect(view.unread).toBe(!view.open);
    }
    if (e.type === 'call.incoming') {
      expect(view.items[0]).toEqual({ kind: 'incomingCall', key: 'call-5', call: e.call });
      expect(view.unread).toBe(!view.open);
    }
    if (e.type === 'friends.requestsLoaded')
      expect(view.items.filter((i) => i.kind === 'friendRequest').map((i) => i.key)).toEqual(
        e.requests.map((r) => `request-${r.id}`),
      );
    if (e.type === 'friends.requestHandled') expect(keys).not.toContain('request-7');
    if (e.type === 'call.joined' || e.type === 'call.ended') expect(keys).not.toContain('call-5');
    if (e.type === 'notifications.clear') expect(view).toEqual({ open: false, unread: false, items: [] });
    // Removing or opening never raises the marker.
    if (
      ['panel.toggle', 'panel.close', 'friends.requestHandled', 'call.joined', 'call.ended'].includes(e.type) &&
      !before.context.unread
    )
      expect(view.unread).toBe(false);
  }
  actor.stop();
}

describe('notifications machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(notificationsMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(notificationsMachine)) expect(used, type).toContain(type);
  });

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
