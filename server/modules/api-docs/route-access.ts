import type { FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import { type Access, docs, type RouteDocs } from './docs';

/** Every access but `public` is enforced by a guard that runs before the handler. */
export type GuardedAccess = Exclude<Access, 'public'>;

/** The guard a routes file uses for each access it grants. */
export type AccessGuards = Partial<Record<GuardedAccess, preHandlerAsyncHookHandler>>;

/** The part of a route's options that its access decides: who may call it, and how it is documented. */
export interface AccessOptions {
  preHandler?: preHandlerAsyncHookHandler;
  schema: FastifySchema;
}

/**
 * A route names its access once, and gets from it both the guard and the docs:
 *
 * ```ts
 * const route = routeAccess({ verified: ctx.guards.verified });
 * app.get('/friends', route('verified', { tag, summary, responses }), handler);
 * app.post('/x', { ...route('verified', { … }), config: { rateLimit } }, handler);
 * ```
 *
 * A routes file hands over the guard behind each access it uses (they come from the composition,
 * built per server), so the type of `route` only admits `public` and those accesses: a route can
 * no longer say `access: 'verified'` in its docs and forget the guard, or the other way round.
 */
export function routeAccess<const G extends AccessGuards>(guards: G) {
  return (access: 'public' | Extract<keyof G, GuardedAccess>, spec: Omit<RouteDocs, 'access'>): AccessOptions => {
    const schema = docs({ ...spec, access });
    if (access === 'public') return { schema };
    const guard = guards[access];
    // The type rules this out; a guard passed as undefined at run time must still not open the route.
    if (!guard) throw new Error(`routeAccess: no guard for '${access}' (${spec.summary})`);
    return { preHandler: guard, schema };
  };
}
