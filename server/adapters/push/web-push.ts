import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushTransport } from '../../ports/push-transport';

export interface WebPushTransportOptions {
  /** An https agent, e.g. one trusting a test certificate; default: Node's global agent. */
  agent?: Agent;
  /** Milliseconds to wait for the push service before giving up (default 10 s). */
  timeoutMs?: number;
}

/**
 * The real transport: `web-push` encrypts (RFC 8291, aes128gcm) and signs (RFC 8292, VAPID); we
 * never hand-roll that. A WebPushError carries the push service's answer, which we return.
 */
export function createWebPushTransport(options: WebPushTransportOptions = {}): PushTransport {
  return {
    async send(target, message) {
      try {
        const result = await webpush.sendNotification(target, message.payload, {
          TTL: message.ttl,
          urgency: message.urgency,
          vapidDetails: message.vapid,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { ok: true, statusCode: result.statusCode };
      } catch (error) {
        if (error instanceof webpush.WebPushError) return { ok: false, statusCode: error.statusCode, body: error.body };
        throw error;
      }
    },
    generateVapidKeys: () => webpush.generateVAPIDKeys(),
  };
}
