import type { FastifyPluginAsync } from 'fastify';
import {
  type PushPublicKey,
  type PushSubscriptionSaved,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '../../../contract/push';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { docs } from '../api-docs/docs';
import { parseWith, unauthorized } from '../../http/errors';
import { cardOf } from '../friends/repository';
import { watchFriendCallPushes } from './friend-call-pushes';
import { createPushRepository } from './repository';
import { createPushService, type PushService } from './service';
import { createVapidKeys } from './vapid';

const services = new WeakMap<AppContext, PushService>();

/**
 * The push service of this context, built once: the routes, the friends module and (later) friend
 * calls share it, so the VAPID keys are read once and session events are followed once.
 */
export function pushFor(ctx: AppContext): PushService {
  const existing = services.get(ctx);
  if (existing) return existing;
  const repo = createPushRepository(ctx.db);
  const push = createPushService({
    repo,
    transport: ctx.pushTransport,
    vapid: createVapidKeys({ repo, transport: ctx.pushTransport, config: ctx.config }),
    log: ctx.log,
    now: () => ctx.now(),
    config: ctx.config,
  });
  services.set(ctx, push);
  // A session that ends takes its devices' subscriptions with it (also filtered at send time).
  ctx.onClose.push(
    ctx.sessionEvents.subscribe((event) => {
      const done =
        event.type === 'sessionEnded'
          ? push.sessionEnded(event.familyId)
          : event.type === 'userDeleted'
            ? push.userDeleted(event.userId)
            : null;
      done?.catch((err) => ctx.log.error({ err, event: event.type }, 'push subscriptions not removed'));
    }),
  );
  // Friend calls ring devices by push (invitations, their end, missed calls).
  ctx.onClose.push(
    watchFriendCallPushes({
      events: ctx.friendCallEvents,
      push,
      senderOf: async (userId) => {
        const card = await cardOf(ctx.db, userId);
        return card ? { id: card.id, name: card.name, pet_name: card.petName } : null;
      },
      log: ctx.log,
    }),
  );
  return push;
}

/** API.md "Push": the public key (no token) and a device's subscription. */
export function pushRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const push = pushFor(ctx);
    const verified = { preHandler: ctx.guards.verified };

    app.get(
      '/push/public-key',
      {
        schema: docs({
          tag: 'Push',
          summary: 'The VAPID public key (base64url) for PushManager.subscribe',
          access: 'public',
          responses: { 200: '{public_key}' },
        }),
      },
      async (): Promise<PushPublicKey> => ({ public_key: await push.publicKey() }),
    );

    app.post(
      '/push/subscriptions',
      {
        ...verified,
        schema: docs({
          tag: 'Push',
          summary: 'Save this device’s push subscription (tied to this session); optional per-kind switches',
          access: 'verified',
          body: pushSubscriptionBody,
          responses: { 201: '{kinds}', 422: 'Malformed, not https, or a host outside PUSH_SERVICE_HOSTS' },
        }),
      },
      async (request, reply) => {
        const body = parseWith(pushSubscriptionBody, request.body);
        if (!request.auth) throw unauthorized();
        const kinds = await push.subscribe(currentUser(request).id, request.auth.familyId, body);
        const saved: PushSubscriptionSaved = { kinds };
        return reply.status(201).send(saved);
      },
    );

    app.delete(
      '/push/subscriptions',
      {
        ...verified,
        schema: docs({
          tag: 'Push',
          summary: 'Remove this device’s push subscription',
          access: 'verified',
          body: pushUnsubscribeBody,
          responses: { 204: 'Removed', 404: 'Not yours' },
        }),
      },
      async (request, reply) => {
        const { endpoint } = parseWith(pushUnsubscribeBody, request.body);
        await push.unsubscribe(currentUser(request).id, endpoint);
        return reply.status(204).send();
      },
    );
  };
}
