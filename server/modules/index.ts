import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { profileRoutes } from './profile/routes';
import { systemRoutes } from './system/routes';

/** Every API module, mounted under /api. A capability adds its routes factory here. */
export const apiModules: Array<(ctx: AppContext) => FastifyPluginAsync> = [systemRoutes, profileRoutes];
