/**
 * Web Push transport port: posts one encrypted, VAPID-signed message to a push service. The real
 * one is `web-push` (server/adapters/push/web-push.ts); tests use the same adapter pointed at a
 * local https receiver through an agent that trusts its certificate.
 *
 * A refusal by the push service is an answer (`statusCode`), not an exception: 404 and 410 mean
 * the subscription is gone. The transport throws only when it got no answer at all (network).
 */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushMessage {
  /** The JSON text to encrypt (aes128gcm). */
  payload: string;
  /** Seconds the push service may keep the message for an offline device. */
  ttl: number;
  urgency: PushUrgency;
  vapid: VapidDetails;
}

export type PushSendResult = { ok: true; statusCode: number } | { ok: false; statusCode: number; body: string };

export interface PushTransport {
  send(target: PushTarget, message: PushMessage): Promise<PushSendResult>;
  /** A new VAPID key pair (base64url), when none is configured or stored. */
  generateVapidKeys(): { publicKey: string; privateKey: string };
}
