import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import type { Composition } from '../../../server/composition';
import type { AppConfig } from '../../../server/config';
import { loadConfig } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { openDatabase } from '../../../server/db/client';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every service, as server/composition.ts built it once (tests call one directly). */
  services: Composition['services'];
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh database: in-memory PGlite, or a new
 * PostgreSQL database on TEST_DATABASE_URL's server when that variable is set (CI runs both).
 */
export interface TestServerOptions {
  config?: Partial<AppConfig>;
  overrides?: Partial<AppContext>;
  listen?: boolean;
  /** Receives every log line (JSON); set `config.logLevel` too, since tests log nothing by default. */
  loggerStream?: { write(line: string): void };
  /** Runs before the server starts, e.g. to add a probe route that exercises a guard. */
  setup?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = path.join(os.tmpdir(), `petchat-test-${randomBytes(6).toString('hex')}`);
  const { databaseUrl, drop } = await freshDatabaseUrl();
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      // The third API run (scripts/test.mjs) shares one Redis: each server gets keys of its own.
      ...(process.env.TEST_REDIS_URL
        ? { redisUrl: process.env.TEST_REDIS_URL, redisPrefix: `test-${randomBytes(6).toString('hex')}:` }
        : {}),
      dataDir,
      distDir: path.join(dataDir, 'no-dist'),
      jwtSecret: 'test-secret',
      logLevel: 'silent',
      port: 0,
      ...opts.config,
    },
  );
  const { app, ctx, services } = await buildApp({
    config,
    database,
    overrides: opts.overrides,
    logger: opts.loggerStream !== undefined,
    loggerStream: opts.loggerStream,
  });
  await opts.setup?.(app, ctx);
  let url = '';
  if (opts.listen !== false) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return {
    app,
    ctx,
    services,
    url,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export async function freshDatabaseUrl(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { databaseUrl: '', drop: async () => {} };
  const name = `petchat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
