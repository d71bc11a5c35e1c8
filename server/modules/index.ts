import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { accountsRoutes } from './accounts/routes';
import { breedsRoutes } from './breeds/routes';
import { devRoutes } from './dev/routes';
import { profileRoutes } from './profile/routes';
import { systemRoutes } from './system/routes';

/** Every API module, mounted under /api. A capability adds its routes factory here. */
export const apiModules: Array<(ctx: AppContext) => FastifyPluginAsync> = [systemRoutes, profileRoutes, accountsRoutes, breedsRoutes, devRoutes];
