import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import type { ChatTestServer } from '../chat/support';
import { ManualClock } from './manual-clock';
import { freshDatabaseUrl } from './server';
import { startTestRedis, type TestRedis } from './test-redis';

export interface TwoInstances {
  one: ChatTestServer;
  two: ChatTestServer;
  redis: TestRedis;
  close(): Promise<void>;
}

/**
 * Two PetChat servers on two ports sharing one database and one Redis started here, as behind
 * a load balancer. On PostgreSQL (TEST_DATABASE_URL) each opens its own connection pool to a
 * fresh database; on PGlite, which one process owns, both servers run in this test process and
 * share its handle. Either way nothing else is shared in memory: each has its own context,
 * match pool adapter, hub, PeerJS server, Redis connections and instance id, so everything that
 * crosses from one to the other goes through Redis. Each has its own manual clock.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const redis = await startTestRedis();
  const { databaseUrl, drop } = await freshDatabaseUrl();
  const shared = databaseUrl ? null : await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
  const prefix = `two-${randomBytes(4).toString('hex')}:`;
  // One after the other: the first one runs the migrations.
  const one = await startInstance(redis.url, prefix, databaseUrl, shared);
  const two = await startInstance(redis.url, prefix, databaseUrl, shared);
  return {
    one,
    two,
    redis,
    async close() {
      await Promise.allSettled([one.close(), two.close()]);
      await shared?.close();
      await drop();
      await redis.stop();
    },
  };
}

async function startInstance(
  redisUrl: string,
  redisPrefix: string,
  databaseUrl: string,
  shared: Awaited<ReturnType<typeof openDatabase>> | null,
): Promise<ChatTestServer> {
  const dataDir = path.join(os.tmpdir(), `petchat-test-${randomBytes(6).toString('hex')}`);
  const database = shared ?? (await openDatabase({ databaseUrl, pgliteDir: 'memory://' }));
  const clock = new ManualClock();
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir,
      distDir: path.join(dataDir, 'no-dist'),
      jwtSecret: 'test-secret',
      logLevel: 'silent',
      port: 0,
      redisUrl,
      redisPrefix,
    },
  );
  const { app, ctx, services } = await buildApp({
    config,
    database,
    overrides: { clock, now: clock.date },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : '';
  return {
    app,
    ctx,
    services,
    url,
    clock,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
