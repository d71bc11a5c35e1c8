import { assign, setup } from 'xstate';
import type {
  IncomingCall,
  IncomingFriendRequest,
  NotificationItem,
  NotificationsContext,
  NotificationsEvent,
} from './notifications.types';

const requestItem = (request: IncomingFriendRequest): NotificationItem => ({
  kind: 'friendRequest',
  key: `request-${request.id}`,
  request,
});
const callItem = (call: IncomingCall): NotificationItem => ({ kind: 'incomingCall', key: `call-${call.from}`, call });

/** Newest first; an item with the same key (same sender, same caller) is replaced. */
const withItem = (items: NotificationItem[], item: NotificationItem) => [
  item,
  ...items.filter((i) => i.key !== item.key),
];
const without = (items: NotificationItem[], key: string) => items.filter((i) => i.key !== key);

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actions: {
    addRequest: assign({
      items: ({ context, event }) =>
        event.type === 'friends.requestReceived' ? withItem(context.items, requestItem(event.request)) : context.items,
    }),
    replaceRequests: assign({
      items: ({ context, event }) => {
        if (event.type !== 'friends.requestsLoaded') return context.items;
        return [...context.items.filter((i) => i.kind !== 'friendRequest'), ...event.requests.map(requestItem)];
      },
    }),
    removeRequest: assign({
      items: ({ context, event }) =>
        event.type === 'friends.requestHandled' ? without(context.items, `request-${event.id}`) : context.items,
    }),
    addCall: assign({
      items: ({ context, event }) =>
        event.type === 'call.incoming' ? withItem(context.items, callItem(event.call)) : context.items,
    }),
    removeCall: assign({
      items: ({ context, event }) => ('from' in event ? without(context.items, `call-${event.from}`) : context.items),
    }),
    markUnread: assign({ unread: true }),
    markRead: assign({ unread: false }),
  },
  guards: {
    hasNewRequests: ({ context, event }) =>
      event.type === 'friends.requestsLoaded' &&
      event.requests.some((r) => !context.items.some((i) => i.key === `request-${r.id}`)),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], unread: false },
  initial: 'closed',
  on: {
    'friends.requestHandled': { actions: 'removeRequest' },
    'call.joined': { actions: 'removeCall' },
    'call.ended': { actions: 'removeCall' },
    'notifications.clear': { target: '.closed', actions: assign({ items: [], unread: false }) },
  },
  states: {
    closed: {
      on: {
        'panel.toggle': { target: 'open', actions: 'markRead' },
        'friends.requestReceived': { actions: ['addRequest', 'markUnread'] },
        'friends.requestsLoaded': [
          { guard: 'hasNewRequests', actions: ['replaceRequests', 'markUnread'] },
          { actions: 'replaceRequests' },
        ],
        'call.incoming': { actions: ['addCall', 'markUnread'] },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'panel.toggle': 'closed',
        'panel.close': 'closed',
        // Seen at once: the panel shows them.
        'friends.requestReceived': { actions: 'addRequest' },
        'friends.requestsLoaded': { actions: 'replaceRequests' },
        'call.incoming': { actions: 'addCall' },
      },
    },
  },
});
