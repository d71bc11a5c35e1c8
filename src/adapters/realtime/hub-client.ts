import {
  FRIENDS_CHANNEL,
  HUB_CLOSE,
  type HubAuth,
  type HubClientMessage,
  type HubServerMessage,
  REALTIME_CHANNELS,
  type RealtimeChannel,
} from '../../../contract/realtime';
import type { RealtimeHandlers } from '../../../machines/realtime/realtime.types';

/** Hub errors that mean "authorise again" (the spec's realtime AuthError). */
const AUTH_ERRORS = new Set(['auth_failed', 'auth_timeout', 'unauthenticated']);
/** The client pings this often; a socket that stays silent for two periods is treated as dropped. */
export const HUB_PING_MS = 20_000;

export interface HubClientOptions {
  /** Where the page was loaded from; the socket goes to the same host. */
  location: Pick<Location, 'protocol' | 'host'>;
  WebSocket?: typeof WebSocket;
}

/** ws(s)://host/realtime for a page on http(s)://host. */
export function hubUrl(path: string, location: HubClientOptions['location']): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * The built-in hub's client (contract/realtime.ts): authenticate with the single-use ticket,
 * subscribe to both channels (`friends-chanel` also marks the user present), then pass events
 * on. Exactly one of `authError` / `closed` ends a connection; the returned function closes it
 * without reporting anything.
 */
export function connectHub(auth: HubAuth, handlers: RealtimeHandlers, options: HubClientOptions): () => void {
  const Socket = options.WebSocket ?? WebSocket;
  const socket = new Socket(hubUrl(auth.url, options.location));
  const subscribed = new Set<RealtimeChannel>();
  let ended = false;
  let heardSincePing = true;

  const send = (message: HubClientMessage) => {
    if (socket.readyState === Socket.OPEN) socket.send(JSON.stringify(message));
  };
  const end = (how: 'authError' | 'closed') => {
    if (ended) return;
    ended = true;
    clearInterval(pinger);
    socket.close();
    handlers[how]();
  };
  const pinger = setInterval(() => {
    if (!heardSincePing) return end('closed');
    heardSincePing = false;
    send({ type: 'ping' });
  }, HUB_PING_MS);

  socket.onopen = () => send({ type: 'auth', ticket: auth.ticket });
  socket.onmessage = (event: MessageEvent) => {
    heardSincePing = true;
    let message: HubServerMessage;
    try {
      message = JSON.parse(String(event.data)) as HubServerMessage;
    } catch {
      return;
    }
    if (ended) return;
    switch (message.type) {
      case 'ready':
        for (const channel of REALTIME_CHANNELS) send({ type: 'subscribe', channel });
        break;
      case 'subscribed':
        if (subscribed.has(message.channel)) break;
        subscribed.add(message.channel);
        if (subscribed.size === REALTIME_CHANNELS.length) handlers.ready();
        break;
      case 'event':
        handlers.message({ channel: message.channel, event: message.event, data: message.data });
        break;
      case 'error':
        if (AUTH_ERRORS.has(message.code)) end('authError');
        break;
      default:
        break;
    }
  };
  socket.onclose = (event: CloseEvent) => end(event.code === HUB_CLOSE.unauthorized ? 'authError' : 'closed');
  socket.onerror = () => end('closed');

  return () => {
    ended = true;
    clearInterval(pinger);
    if (subscribed.has(FRIENDS_CHANNEL)) send({ type: 'unsubscribe', channel: FRIENDS_CHANNEL });
    socket.close(1000);
  };
}
