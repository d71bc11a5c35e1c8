import { msg } from '@lingui/core/macro';
import { and, assign, enqueueActions, fromCallback, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { CALL_INVITATION_TTL_MS, type PendingCall } from '../../contract/friend-calls';
import type { FriendRequest } from '../../contract/friends';
import { updateSessionFriends } from '../shared/session-friends';
import { TOASTS_SYSTEM_ID } from '../toasts/toasts.actions';
import type { ToastsEvent } from '../toasts/toasts.types';
import { feedLink, incomingCallOfPending, sessionUserId } from './notifications.realtime';
import type {
  CallAlertsCommand,
  IncomingCall,
  IncomingFriendRequest,
  MissedCall,
  NotificationItem,
  NotificationsContext,
  NotificationsEvent,
} from './notifications.types';

const requestKey = (id: number) => `request-${id}`;
const callKey = (from: number) => `call-${from}`;
const missedKey = (callId: string) => `missed-${callId}`;
/** The id of a call's own expiry (a delayed `call.expired`), one per caller. */
const expiryId = (from: number) => `expiry-${from}`;

const requestItem = (request: IncomingFriendRequest): NotificationItem => ({
  kind: 'friendRequest',
  key: requestKey(request.id),
  request,
});
const callItem = (call: IncomingCall): NotificationItem => ({ kind: 'incomingCall', key: callKey(call.from), call });
const missedItem = (call: MissedCall): NotificationItem => ({ kind: 'missedCall', key: missedKey(call.callId), call });

/** Newest first; an item with the same key (same sender, same caller) is replaced. */
const withItem = (items: NotificationItem[], item: NotificationItem) => [
  item,
  ...items.filter((i) => i.key !== item.key),
];
const without = (items: NotificationItem[], key: string) => items.filter((i) => i.key !== key);
const callOf = (context: NotificationsContext, from: number): IncomingCall | null => {
  const item = context.items.find((i) => i.key === callKey(from));
  return item?.kind === 'incomingCall' ? item.call : null;
};
/** The caller an event is about (call.joined, call.ended, call.expired, call.decline). */
const fromOf = (event: NotificationsEvent): number | null => ('from' in event ? event.from : null);
const calls = (context: NotificationsContext) =>
  context.items.flatMap((i) => (i.kind === 'incomingCall' ? [i.call] : []));

/** Only the fields the panel shows (GET /friends/requests also answers `created_at`). */
const incomingRequest = ({ id, name, image, pet_name, pet_gender, breed }: FriendRequest): IncomingFriendRequest => ({
  id,
  name,
  image,
  pet_name,
  pet_gender,
  breed,
});

const NEW_REQUEST_TOAST: ToastsEvent = {
  type: 'toast.show',
  kind: 'info',
  message: msg`You have a new friend request`,
};

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    /** GET /friend-calls/pending */
    loadPendingCalls: fromPromise<PendingCall[]>(async () => {
      throw new Error('notifications.loadPendingCalls was not provided');
    }),
    /** GET /friends/requests */
    loadRequests: fromPromise<FriendRequest[]>(async () => {
      throw new Error('notifications.loadRequests was not provided');
    }),
    /** POST /decline-call, fire and forget (a failure leaves the invitation to expire on the server). */
    declineCall: fromPromise<void, { callId: string }>(async () => {}),
    /** Realtime messages for this user as notification events (notifications.realtime.ts). */
    feedLink,
    /** The browser's notifications and the alert settings; takes CallAlertsCommand, sends alerts.settings / call.answer. */
    callAlerts: fromCallback<CallAlertsCommand>(() => {}),
    /** The ringing sound while it runs. */
    ringer: fromCallback(() => {}),
  },
  actions: {
    /** Goes to the friend-call page to answer (provided by the app). */
    openCall: (_: unknown, _params: { from: number }) => {},
    notifyRequest: enqueueActions(({ enqueue }) =>
      enqueue.sendTo(({ system }) => system.get(TOASTS_SYSTEM_ID), NEW_REQUEST_TOAST),
    ),
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
        event.type === 'friends.requestHandled'
          ? without(context.items, requestKey(event.id))
          : event.type === 'user.blocked'
            ? without(context.items, requestKey(event.userId))
            : context.items,
    }),
    /** A new invitation: it replaces the caller's older one, expires by itself, and may alert the browser. */
    addCall: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'call.incoming') return;
      const { call } = event;
      enqueue.cancel(expiryId(call.from));
      enqueue.assign({
        items: withItem(context.items, callItem(call)),
        // A new invitation of the caller being answered rings again.
        answering: context.answering === call.from ? null : context.answering,
      });
      enqueue.raise(
        { type: 'call.expired', from: call.from, callId: call.callId },
        { id: expiryId(call.from), delay: CALL_INVITATION_TTL_MS },
      );
      if (context.alerts.permission === 'granted')
        enqueue.sendTo('callAlerts', { type: 'alerts.show', call } satisfies CallAlertsCommand);
    }),
    /** The call of `from` goes: joined, cancelled, expired or declined. */
    removeCall: enqueueActions(({ context, event, enqueue }) => {
      const from = fromOf(event);
      if (from === null || !callOf(context, from)) return;
      enqueue.cancel(expiryId(from));
      enqueue.assign({
        items: without(context.items, callKey(from)),
        answering: context.answering === from ? null : context.answering,
      });
      enqueue.sendTo('callAlerts', { type: 'alerts.close', from } satisfies CallAlertsCommand);
    }),
    /** A missed call stays in the bell (one per invitation). */
    addMissed: enqueueActions(({ context, event, enqueue }) => {
      let missed: MissedCall | null = null;
      if (event.type === 'call.missed') missed = event.call;
      if (event.type === 'call.expired') {
        const call = callOf(context, event.from);
        if (call) missed = { from: call.from, fromName: call.fromName, callId: call.callId };
      }
      if (!missed || context.items.some((i) => i.key === missedKey(missed.callId))) return;
      const item = missedItem(missed);
      enqueue.assign({ items: ({ context: latest }) => withItem(latest.items, item) });
    }),
    /** The invitation that was missed stops ringing here too (its callCancelled may have been lost). */
    endMissed: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'call.missed')
        enqueue.raise({ type: 'call.ended', from: event.call.from, callId: event.call.callId });
    }),
    dismissMissed: assign({
      items: ({ context, event }) =>
        event.type === 'missed.dismiss' ? without(context.items, missedKey(event.callId)) : context.items,
    }),
    /**
     * The answer of GET /friend-calls/pending: invitations the feed lacks ring (as if they had just
     * come); the ones the feed held when it asked (`known`) and that no longer ring go, except the
     * one the user is answering (its page takes it over). A call that came while it asked stays.
     */
    takePending: enqueueActions(({ context, event, enqueue, system }) => {
      // The done event of `loadPendingCalls` (not in the machine's own event type).
      const { output } = event as unknown as { output: PendingCall[] };
      const userId = sessionUserId(system) ?? 0;
      const pending = output.map((p) => incomingCallOfPending(p, userId));
      const ringing = new Set(pending.map((c) => c.callId));
      for (const call of pending)
        if (callOf(context, call.from)?.callId !== call.callId) enqueue.raise({ type: 'call.incoming', call });
      for (const call of calls(context))
        if (!ringing.has(call.callId) && context.pendingKnown.includes(call.callId) && call.from !== context.answering)
          enqueue.raise({ type: 'call.ended', from: call.from, callId: call.callId });
    }),
    declineCall: enqueueActions(({ context, event, enqueue }) => {
      const from = fromOf(event);
      const call = from === null ? null : callOf(context, from);
      if (call) enqueue.spawnChild('declineCall', { input: { callId: call.callId } });
    }),
    clear: enqueueActions(({ context, enqueue }) => {
      for (const call of calls(context)) enqueue.cancel(expiryId(call.from));
      enqueue.assign({ items: [], unread: false, answering: null });
    }),
    markAnswering: assign({
      answering: ({ context, event }) =>
        event.type === 'call.answer' || event.type === 'call.answering' ? event.from : context.answering,
    }),
    /**
     * The other side accepted a request of this user's: the session user's `friends` gains them at
     * once, so an open chat with them hides its add-friend button (and "Requested").
     */
    addAcceptedFriend: updateSessionFriends<NotificationsContext, NotificationsEvent>(({ event }) => ({
      add: event.type === 'friends.requestAccepted' ? event.id : undefined,
    })),
    markUnread: assign({ unread: true }),
    markRead: assign({ unread: false }),
    takeSettings: assign({
      alerts: ({ context, event }) => (event.type === 'alerts.settings' ? event.settings : context.alerts),
    }),
    toggleMute: enqueueActions(({ context, enqueue }) => {
      const muted = !context.alerts.muted;
      enqueue.assign({ alerts: { ...context.alerts, muted } });
      enqueue.sendTo('callAlerts', { type: 'alerts.saveMuted', muted } satisfies CallAlertsCommand);
    }),
    requestPermission: enqueueActions(({ enqueue }) =>
      enqueue.sendTo('callAlerts', { type: 'alerts.requestPermission' } satisfies CallAlertsCommand),
    ),
  },
  guards: {
    panelOpen: stateIn({ panel: 'open' }),
    hasNewRequests: ({ context, event }) =>
      event.type === 'friends.requestsLoaded' &&
      event.requests.some((r) => !context.items.some((i) => i.key === requestKey(r.id))),
    /** A cancellation or expiry of the invitation in the feed (not of an older one of the same caller). */
    isCurrentCall: ({ context, event }) => {
      if (event.type !== 'call.ended' && event.type !== 'call.expired') return false;
      const call = callOf(context, event.from);
      return call !== null && (event.callId === undefined || event.callId === call.callId);
    },
    signedIn: stateIn({ feed: 'signedIn' }),
    isNewMissed: ({ context, event }) =>
      event.type === 'call.missed' && !context.items.some((i) => i.key === missedKey(event.call.callId)),
    hasCall: ({ context, event }) => {
      const from = fromOf(event);
      return from !== null && callOf(context, from) !== null;
    },
    shouldRing: ({ context }) => !context.alerts.muted && calls(context).some((c) => c.from !== context.answering),
  },
}).createMachine({
  id: 'notifications',
  context: {
    items: [],
    unread: false,
    answering: null,
    pendingKnown: [],
    alerts: { permission: 'default', muted: false },
  },
  type: 'parallel',
  on: {
    'notifications.clear': { target: ['.panel.closed', '.feed.signedOut', '.pending.idle'], actions: 'clear' },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'panel.toggle': { target: 'open', actions: 'markRead' } },
        },
        open: {
          tags: ['open'],
          on: {
            'panel.toggle': 'closed',
            'panel.close': 'closed',
            // The answer link leaves for the friend-call page.
            'call.answering': 'closed',
          },
        },
      },
    },
    feed: {
      initial: 'signedOut',
      states: {
        signedOut: {
          on: { 'notifications.signedIn': 'signedIn' },
        },
        signedIn: {
          // The invitations that ring already (this page was loaded or reloaded while they ring).
          entry: raise({ type: 'calls.reload' }),
          invoke: [
            { id: 'feedLink', src: 'feedLink' },
            { id: 'callAlerts', src: 'callAlerts' },
          ],
          initial: 'loading',
          on: {
            // New items are unread unless the panel shows them at once.
            'friends.requestReceived': [
              { guard: 'panelOpen', target: '.loading', reenter: true, actions: ['addRequest', 'notifyRequest'] },
              { target: '.loading', reenter: true, actions: ['addRequest', 'notifyRequest', 'markUnread'] },
            ],
            'friends.requestsLoaded': [
              { guard: 'panelOpen', actions: 'replaceRequests' },
              { guard: 'hasNewRequests', actions: ['replaceRequests', 'markUnread'] },
              { actions: 'replaceRequests' },
            ],
            'friends.requestHandled': { actions: 'removeRequest' },
            'user.blocked': { actions: 'removeRequest' },
            'friends.requestAccepted': { actions: 'addAcceptedFriend' },
            'call.incoming': [{ guard: 'panelOpen', actions: 'addCall' }, { actions: ['addCall', 'markUnread'] }],
            'call.joined': { actions: 'removeCall' },
            'call.ended': {
              guard: 'isCurrentCall',
              actions: 'removeCall',
            },
            // Missed: added before the ringing item goes (it reads the caller's name from it).
            // New items are unread unless the panel shows them at once.
            'call.expired': [
              { guard: and(['isCurrentCall', 'panelOpen']), actions: ['addMissed', 'removeCall'] },
              { guard: 'isCurrentCall', actions: ['addMissed', 'removeCall', 'markUnread'] },
            ],
            'call.missed': [
              { guard: and(['isNewMissed', 'panelOpen']), actions: ['addMissed', 'endMissed'] },
              { guard: 'isNewMissed', actions: ['addMissed', 'endMissed', 'markUnread'] },
              { actions: 'endMissed' },
            ],
            'missed.dismiss': { actions: 'dismissMissed' },
            'call.decline': {
              actions: ['declineCall', 'removeCall'],
            },
            'call.answer': {
              guard: 'hasCall',
              actions: ['markAnswering', { type: 'openCall', params: ({ event }) => ({ from: event.from }) }],
            },
            'call.answering': { guard: 'hasCall', actions: 'markAnswering' },
            'alerts.settings': { actions: 'takeSettings' },
            'alerts.enable': { actions: 'requestPermission' },
            'alerts.toggleMute': { actions: 'toggleMute' },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadRequests',
                src: 'loadRequests',
                onDone: {
                  target: 'ready',
                  actions: enqueueActions(({ event, enqueue }) =>
                    enqueue.raise({ type: 'friends.requestsLoaded', requests: event.output.map(incomingRequest) }),
                  ),
                },
                // The feed keeps what it has; the panel offers to try again (so does the next request).
                onError: 'failed',
              },
            },
            ready: {},
            failed: {
              tags: ['loadFailed'],
              on: { 'requests.reload': 'loading' },
            },
          },
        },
      },
    },
    pending: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'calls.reload': { guard: 'signedIn', target: 'loading' } },
        },
        loading: {
          // A newer question replaces the one in flight (its `known` is newer too).
          on: { 'calls.reload': { guard: 'signedIn', target: 'loading', reenter: true } },
          // The calls the feed holds as it asks: only these may be dropped by the answer.
          entry: assign({ pendingKnown: ({ context }) => calls(context).map((c) => c.callId) }),
          invoke: {
            id: 'loadPendingCalls',
            src: 'loadPendingCalls',
            onDone: { target: 'idle', actions: 'takePending' },
            // Quietly: the realtime feed still rings new invitations; the next reconnect asks again.
            onError: 'idle',
          },
        },
      },
    },
    sound: {
      initial: 'quiet',
      states: {
        quiet: { always: { guard: 'shouldRing', target: 'ringing' } },
        ringing: {
          always: { guard: not('shouldRing'), target: 'quiet' },
          invoke: { id: 'ringer', src: 'ringer' },
        },
      },
    },
  },
});
