import {
  kindOf,
  PUSH_MESSAGES,
  type PushKind,
  type PushKinds,
  type PushPayload,
  type PushSubscriptionBody,
} from '../../../contract/push';
import { isAllowedEndpoint } from '../../adapters/push/hosts';
import { notFound, unprocessable } from '../../http/errors';
import type { PushTransport, PushUrgency, VapidDetails } from '../../ports/push-transport';
import type { PushRepository } from './repository';

export interface PushDeps {
  repo: PushRepository;
  transport: Pick<PushTransport, 'send'>;
  vapid: () => Promise<VapidDetails>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  now: () => Date;
  config: { pushServiceHosts: readonly string[] };
}

export interface NotifyOptions {
  /** Seconds the push service may hold the message (incoming call ≤ 30, others ≤ a day). */
  ttl: number;
  urgency?: PushUrgency;
}

/**
 * Web Push: a device subscribes (tied to its session), and `notify` posts a payload to every
 * device of a user that wants its kind. Sending never throws to the caller: the action that
 * caused it (a friend request, a call) has happened whether or not a phone hears of it.
 */
export function createPushService({ repo, transport, vapid, log, now, config }: PushDeps) {
  const allowed = (endpoint: string) => isAllowedEndpoint(endpoint, config.pushServiceHosts);

  async function deliver(
    row: { endpoint: string; p256dh: string; auth: string },
    payload: string,
    keys: VapidDetails,
    options: NotifyOptions,
  ): Promise<void> {
    // Checked again at send time: the list may have shrunk since the row was stored.
    if (!allowed(row.endpoint)) {
      log.warn({ host: new URL(row.endpoint).hostname }, 'push endpoint no longer allowed; not sent');
      return;
    }
    try {
      const result = await transport.send(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        { payload, ttl: options.ttl, urgency: options.urgency ?? 'normal', vapid: keys },
      );
      if (result.ok) return;
      if (result.statusCode === 404 || result.statusCode === 410) {
        await repo.removeEndpoint(row.endpoint);
        return;
      }
      log.warn({ statusCode: result.statusCode, host: new URL(row.endpoint).hostname }, 'push refused');
    } catch (err) {
      log.warn({ err, host: new URL(row.endpoint).hostname }, 'push not delivered');
    }
  }

  return {
    async publicKey(): Promise<string> {
      return (await vapid()).publicKey;
    },

    /** POST /push/subscriptions: the device's row, re-posting updates it (and its session). */
    async subscribe(userId: number, familyId: string, body: PushSubscriptionBody): Promise<PushKinds> {
      if (!allowed(body.endpoint)) throw unprocessable(PUSH_MESSAGES.endpoint, { endpoint: [PUSH_MESSAGES.endpoint] });
      return repo.upsert(
        {
          endpoint: body.endpoint,
          userId,
          familyId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          kinds: body.kinds,
        },
        now(),
      );
    },

    /** DELETE /push/subscriptions: only one's own. */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      if (!(await repo.removeOwn(userId, endpoint))) throw notFound(PUSH_MESSAGES.notYours, 'not_yours');
    },

    /** Posts `payload` to each live subscription of the user that wants its kind. Never throws. */
    async notify(userId: number, payload: PushPayload, options: NotifyOptions): Promise<void> {
      try {
        const rows = await repo.live(userId, kindOf(payload), now());
        if (rows.length === 0) return;
        const keys = await vapid();
        const text = JSON.stringify(payload);
        await Promise.all(rows.map((row) => deliver(row, text, keys, options)));
      } catch (err) {
        log.error({ err, userId, type: payload.type }, 'push notify failed');
      }
    },

    /** Whether the user has a live device that wants `kind` (calling an offline friend rings by push). */
    async hasSubscription(userId: number, kind: PushKind): Promise<boolean> {
      return (await repo.live(userId, kind, now())).length > 0;
    },

    /** Session events: a device's subscription ends with the session that made it. */
    sessionEnded: (familyId: string) => repo.removeFamily(familyId),
    userDeleted: (userId: number) => repo.removeUser(userId),
  };
}

export type PushService = ReturnType<typeof createPushService>;
