import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { startTestServer, type TestServer } from '../support/server';
import { startTestRedis, type TestRedis } from '../support/test-redis';

describe('health of an instance on a shared Redis', () => {
  let redis: TestRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startTestRedis();
    server = await startTestServer({ config: { redisUrl: redis.url, redisPrefix: 'health:' } });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.stop();
  });

  it('reports redis and its instance id, then 503 once Redis is gone instead of carrying on alone', async () => {
    const ok = await fetch(`${server.url}/api/health`);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body).toMatchObject({ ok: true, redis: 'ok' });
    expect(body.instance).toBe(server.ctx.redis?.instanceId);
    expect(body.instance).toMatch(/^i-[0-9a-f]{12}$/);

    redis.process.kill('SIGKILL');
    await eventually(
      async () => {
        const res = await fetch(`${server.url}/api/health`);
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          ok: false,
          db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
          redis: 'down',
          instance: body.instance,
          message: 'This instance has lost its connection to Redis.',
        });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});
