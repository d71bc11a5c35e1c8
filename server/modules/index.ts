import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
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

/** Every API module, mounted under /api. A capability adds its routes factory here. */
export const apiModules: Array<(ctx: AppContext) => FastifyPluginAsync> = [
  systemRoutes,
  metricsRoutes,
  profileRoutes,
  accountsRoutes,
  breedsRoutes,
  devRoutes,
  configRoutes,
  peerRoutes,
  realtimeRoutes,
  chatRoutes,
  friendsRoutes,
  subscriptionRoutes,
  friendCallsRoutes,
  videosRoutes,
  safetyRoutes,
  moderationRoutes,
  pushRoutes,
  apiDocsRoutes,
];
