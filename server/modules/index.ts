import type { FastifyPluginAsync } from 'fastify';
import type { Composition } from '../composition';
import { accountsRoutes } from './accounts/routes';
import { apiDocsRoutes } from './api-docs/routes';
import { breedsRoutes } from './breeds/routes';
import { chatRoutes } from './chat/routes';
import { configRoutes } from './config/routes';
import { devRoutes } from './dev/routes';
import { friendCallsRoutes } from './friend-calls/routes';
import { friendsRoutes } from './friends/routes';
import { metricsRoutes } from './metrics/routes';
import { moderationRoutes } from './moderation/routes';
import { peerRoutes } from './peer/routes';
import { profileRoutes } from './profile/routes';
import { pushRoutes } from './push/routes';
import { realtimeRoutes } from './realtime/routes';
import { safetyRoutes } from './safety/routes';
import { subscriptionRoutes } from './subscription/routes';
import { systemRoutes } from './system/routes';
import { videosRoutes } from './videos/routes';

/**
 * Every API module, mounted under /api in this order, each with only what server/composition.ts
 * hands it. A capability adds its routes factory here and its deps in the composition.
 */
export function apiModules({ routes }: Composition): FastifyPluginAsync[] {
  return [
    systemRoutes(routes.system),
    metricsRoutes(routes.metrics),
    profileRoutes(routes.profile),
    accountsRoutes(routes.accounts),
    breedsRoutes(routes.breeds),
    devRoutes(routes.dev),
    configRoutes(routes.config),
    peerRoutes(routes.peer),
    realtimeRoutes(routes.realtime),
    chatRoutes(routes.chat),
    friendsRoutes(routes.friends),
    subscriptionRoutes(routes.subscription),
    friendCallsRoutes(routes.friendCalls),
    videosRoutes(routes.videos),
    safetyRoutes(routes.safety),
    moderationRoutes(routes.moderation),
    pushRoutes(routes.push),
    apiDocsRoutes(),
  ];
}
