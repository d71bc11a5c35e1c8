import type { FastifyPluginAsync } from 'fastify';
import {
  type PushPublicKey,
  type PushSubscriptionSaved,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '../../../contract/push';
import { currentUser, type Guards } from '../../auth/guard';
import { parseWith, unauthorized } from '../../http/errors';
import { routeAccess } from '../api-docs/route-access';
import type { PushService } from './service';

/** What the push routes are handed (server/composition.ts). */
export interface PushRouteDeps {
  push: PushService;
  guards: Pick<Guards, 'verified'>;
}

/** API.md "Push": the public key (no token) and a device's subscription. */
export function pushRoutes(ctx: PushRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { push } = ctx;
    const route = routeAccess({ verified: ctx.guards.verified });

    app.get(
      '/push/public-key',
      route('public', {
        tag: 'Push',
        summary: 'The VAPID public key (base64url) for PushManager.subscribe',
        responses: { 200: '{public_key}' },
      }),
      async (): Promise<PushPublicKey> => ({ public_key: await push.publicKey() }),
    );

    app.post(
      '/push/subscriptions',
      route('verified', {
        tag: 'Push',
        summary: 'Save this device’s push subscription (tied to this session); optional per-kind switches',
        body: pushSubscriptionBody,
        responses: { 201: '{kinds}', 422: 'Malformed, not https, or a host outside PUSH_SERVICE_HOSTS' },
      }),
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
      route('verified', {
        tag: 'Push',
        summary: 'Remove this device’s push subscription',
        body: pushUnsubscribeBody,
        responses: { 204: 'Removed', 404: 'Not yours' },
      }),
      async (request, reply) => {
        const { endpoint } = parseWith(pushUnsubscribeBody, request.body);
        await push.unsubscribe(currentUser(request).id, endpoint);
        return reply.status(204).send();
      },
    );
  };
}
