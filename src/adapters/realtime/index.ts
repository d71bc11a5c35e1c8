import type { RealtimeAuth } from '../../../contract/realtime';
import type { RealtimeDeps, RealtimeHandlers } from '../../../machines/realtime/realtime.types';
import { api } from '../api';
import { connectHub } from './hub-client';

/** POST /api/broadcasting/auth: a hub ticket or an Ably token request, whichever the server runs. */
export function authorizeRealtime(signal: AbortSignal): Promise<RealtimeAuth> {
  return api<RealtimeAuth>('/broadcasting/auth', { method: 'POST', signal });
}

/**
 * Opens the connection of the driver the server chose (`realtime.driver` of GET /api/config;
 * the auth answer names the same driver). The Ably client is loaded only when it is used.
 */
export function connectRealtime(auth: RealtimeAuth, handlers: RealtimeHandlers, reauthorize: (signal: AbortSignal) => Promise<RealtimeAuth>): () => void {
  if (auth.driver === 'hub') return connectHub(auth, handlers, { location: window.location });
  let close: (() => void) | null = null;
  let closed = false;
  import('./ably-client')
    .then(({ connectAbly }) => {
      if (!closed) close = connectAbly(auth, handlers, reauthorize);
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
