import type { ErrorInfo, Realtime, TokenRequest } from 'ably';
import {
  type AblyAuth,
  ablyConnectionOptions,
  FRIENDS_CHANNEL,
  type RealtimeAuth,
  VIDEO_CHAT_CHANNEL,
  VIDEO_CHAT_EVENT,
} from '../../../contract/realtime';
import type { RealtimeHandlers } from '../../../machines/realtime/realtime.types';
import { ABLY_ENDPOINT } from '../../config';

/** Ably's token and authorisation errors (40100–40199) and HTTP 401 are the spec's AuthError. */
export function isAblyAuthError(reason: Pick<ErrorInfo, 'code' | 'statusCode'> | undefined | null): boolean {
  if (!reason) return false;
  return reason.statusCode === 401 || (reason.code >= 40100 && reason.code < 40200);
}

export interface AblyClientOptions {
  /** Ably's Realtime class; loaded on demand so that only signed-in pages download Ably. */
  loadRealtime?: () => Promise<typeof Realtime>;
  /** Ably custom endpoint (`ablyConnectionOptions`); the build's `VITE_ABLY_ENDPOINT` by default. */
  endpoint?: string;
}

const loadAbly = async () => (await import('ably')).Realtime;

/**
 * The Ably driver's client: token auth through `authCallback` (the first token request comes
 * with `auth`, later ones from `reauthorize`), the user's private channel for events, presence
 * on the shared presence channel. Ably reconnects by itself; only a `failed` connection ends
 * this one, as an AuthError when Ably says so.
 */
export function connectAbly(
  auth: AblyAuth,
  handlers: RealtimeHandlers,
  reauthorize: (signal: AbortSignal) => Promise<RealtimeAuth>,
  options: AblyClientOptions = {},
): () => void {
  const controller = new AbortController();
  let client: Realtime | null = null;
  let first: AblyAuth | null = auth;
  let ended = false;

  const end = (how: 'authError' | 'closed') => {
    if (ended) return;
    ended = true;
    client?.close();
    handlers[how]();
  };

  (options.loadRealtime ?? loadAbly)()
    .then((RealtimeClass) => {
      if (ended) return;
      client = new RealtimeClass({
        ...ablyConnectionOptions(options.endpoint ?? ABLY_ENDPOINT),
        authCallback: (_params, callback) => {
          const ready = first;
          first = null;
          (ready ? Promise.resolve<RealtimeAuth>(ready) : reauthorize(controller.signal)).then(
            (next) =>
              next.driver === 'ably'
                ? callback(null, next.token_request as unknown as TokenRequest)
                : callback('The server no longer uses Ably', null),
            (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
          );
        },
        echoMessages: false,
      });
      client.connection.on((change) => {
        if (ended) return;
        if (change.current === 'connected') handlers.ready();
        else if (change.current === 'failed') end(isAblyAuthError(change.reason) ? 'authError' : 'closed');
      });
      void client.channels
        .get(auth.channel)
        .subscribe((message) => {
          if (ended || !message.name) return;
          handlers.message({
            channel: message.name === VIDEO_CHAT_EVENT ? VIDEO_CHAT_CHANNEL : FRIENDS_CHANNEL,
            event: message.name,
            data: message.data,
          });
        })
        .catch(() => end('closed'));
      void client.channels
        .get(auth.presence_channel)
        .presence.enter()
        .catch(() => {
          // Presence only feeds the friends' online list; events still arrive without it.
        });
    })
    .catch(() => end('closed'));

  return () => {
    ended = true;
    controller.abort();
    client?.close();
  };
}
