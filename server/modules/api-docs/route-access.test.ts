import Fastify, { type preHandlerAsyncHookHandler } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors';
import { routeDocs } from './docs';
import { routeAccess } from './route-access';

const spec = { tag: 'Test', summary: 'A probe', responses: { 200: 'ok' } };

describe('routeAccess: a route names its access once', () => {
  it('puts the guard of the access before the handler and the same access in the docs', async () => {
    const refuse: preHandlerAsyncHookHandler = async () => {
      throw new HttpError(401, 'Unauthenticated.');
    };
    const route = routeAccess({ verified: refuse });
    const options = route('verified', spec);
    expect(options.preHandler).toBe(refuse);
    expect(routeDocs(options.schema)).toEqual({ ...spec, access: 'verified' });

    const app = Fastify();
    app.get('/guarded', options, async () => ({ reached: true }));
    app.get('/open', route('public', spec), async () => ({ reached: true }));
    const guarded = await app.inject({ url: '/guarded' });
    const open = await app.inject({ url: '/open' });
    await app.close();
    expect(guarded.statusCode).toBe(401);
    expect(open.json()).toEqual({ reached: true });
  });

  it('gives a public route no guard', () => {
    const options = routeAccess({})('public', spec);
    expect(options).not.toHaveProperty('preHandler');
    expect(routeDocs(options.schema)?.access).toBe('public');
  });

  it('refuses to build a guarded route whose guard is missing at run time, instead of leaving it open', () => {
    const route = routeAccess({ moderator: undefined as unknown as preHandlerAsyncHookHandler });
    expect(() => route('moderator', spec)).toThrow(/no guard for 'moderator'/);
  });
});
