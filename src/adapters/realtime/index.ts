import type { RealtimeAuth } from '../../../contract/realtime';
import type { RealtimeDeps, RealtimeHandlers } from '../../../machines/realtime/realtime.types';
import { api } from '../api/api';

/** POST /api/broadcasting/auth: a hub ticket or an Ably token request, whichever the server runs. */
export function authorizeRealtime(signal: AbortSignal): Promise<RealtimeAuth> {
  return api<RealtimeAuth>('/broadcasting/auth', { method: 'POST', signal });
}

/**
 * Opens the connection of the driver the server chose (`realtime.driver` of GET /api/config;
 * the auth answer names the same driver). Each client is loaded when it is first used: only
 * signed-in users connect, so no guest page carries either. A client that cannot be loaded
 * reports the connection closed (the realtime machine tries again later).
 */
export function connectRealtime(
  auth: RealtimeAuth,
  handlers: RealtimeHandlers,
  reauthorize: (signal: AbortSignal) => Promise<RealtimeAuth>,
): () => void {
  let close: (() => void) | null = null;
  let closed = false;
  const open: Promise<() => () => void> =
    auth.driver === 'hub'
      ? import('./hub-client').then(
          ({ connectHub }) =>
            () =>
              connectHub(auth, handlers, { location: window.location }),
        )
      : import('./ably-client').then(
          ({ connectAbly }) =>
            () =>
              connectAbly(auth, handlers, reauthorize),
        );
  open
    .then((connect) => {
      if (!closed) close = connect();
    })
    .catch(() => {
      if (!closed) handlers.closed();
    });
  return () => {
    closed = true;
    close?.();
  };
}

export const realtimeDeps: RealtimeDeps = { authorize: authorizeRealtime, connect: connectRealtime };
