import * as v from 'valibot';

/**
 * Web Push (API.md "Push"): the VAPID public key, a device's subscription and which kinds of
 * notification it wants. Shared by the server (validation, payloads) and the client (the
 * profile's "Notifications on this device").
 */

/** Kinds of notification a device may switch off; friend requests accepted go with `friend_requests`. */
export const PUSH_KINDS = ['calls', 'friend_requests', 'missed_calls'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export type PushKinds = Record<PushKind, boolean>;
export const ALL_PUSH_KINDS_ON: PushKinds = { calls: true, friend_requests: true, missed_calls: true };

export const PUSH_MESSAGES = {
  endpoint: 'The push endpoint must be an https URL of a known push service.',
  keys: 'The subscription keys are missing or malformed.',
  notYours: 'There is no such subscription of yours.',
} as const;

// base64url without padding, as PushSubscription.toJSON() gives; generous upper bounds.
const base64url = (max: number) =>
  v.pipe(
    v.string(PUSH_MESSAGES.keys),
    v.regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keys),
    v.maxLength(max, PUSH_MESSAGES.keys),
  );
const endpoint = v.pipe(
  v.string(PUSH_MESSAGES.endpoint),
  v.nonEmpty(PUSH_MESSAGES.endpoint),
  v.maxLength(2048, PUSH_MESSAGES.endpoint),
);

/**
 * POST /push/subscriptions: a browser PushSubscription's JSON. `kinds` is this project's
 * addition (docs/decisions.md "Push"): omitted keeps the stored switches (all on for a new one).
 */
export const pushSubscriptionBody = v.object({
  endpoint,
  keys: v.object({ p256dh: base64url(200), auth: base64url(100) }, PUSH_MESSAGES.keys),
  kinds: v.optional(
    v.partial(v.object({ calls: v.boolean(), friend_requests: v.boolean(), missed_calls: v.boolean() })),
  ),
});
export type PushSubscriptionBody = v.InferOutput<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = v.object({ endpoint });

export interface PushPublicKey {
  public_key: string;
}

/** 201 of POST /push/subscriptions: the switches now stored for this device. */
export interface PushSubscriptionSaved {
  kinds: PushKinds;
}

/** Who a notification is from: never an email, a phone or a token. */
export interface PushSender {
  id: number;
  name: string;
  pet_name: string;
}

/** The JSON a push message carries (API.md "Push"). */
export type PushPayload =
  | { type: 'incomingCall'; call_id: string; from: PushSender; expires_at: string }
  | { type: 'callEnded'; call_id: string }
  | { type: 'missedCall'; call_id: string; from: PushSender }
  | { type: 'friendRequest'; from: PushSender }
  | { type: 'friendRequestAccepted'; from: PushSender };

/** Which switch a payload obeys; `callEnded` follows `calls` (it closes a call's notification). */
export function kindOf(payload: PushPayload): PushKind {
  switch (payload.type) {
    case 'incomingCall':
    case 'callEnded':
      return 'calls';
    case 'missedCall':
      return 'missed_calls';
    case 'friendRequest':
    case 'friendRequestAccepted':
      return 'friend_requests';
  }
}
