import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

describe('system endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports health with the database driver in use (and the shared Redis when there is one)', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(await res.json()).toEqual(
      process.env.TEST_REDIS_URL
        ? { ok: true, db, redis: 'ok', instance: server.ctx.redis?.instanceId }
        : { ok: true, db },
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
