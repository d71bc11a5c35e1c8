import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { freshDatabaseUrl } from '../../api/support/server';
import { freePort } from '../../api/support/test-redis';

export interface SharedDatabase {
  /** A PostgreSQL URL every server process of the test connects to. */
  url: string;
  driver: 'postgres' | 'pglite-socket';
  /** Settings a server process needs for this database besides DATABASE_URL. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * One database that several server processes can open, as instances behind a load balancer
 * do. With TEST_DATABASE_URL (CI) it is a fresh PostgreSQL database; without it, an in-memory
 * PGlite served over the PostgreSQL wire protocol by `@electric-sql/pglite-socket`, so the test
 * runs on a machine without PostgreSQL (PGlite itself belongs to one process). The socket
 * server multiplexes its connections onto PGlite's one session and keeps a transaction's
 * statements together (named prepared statements are switched off: see `env`).
 */
export async function startSharedDatabase(): Promise<SharedDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const { databaseUrl, drop } = await freshDatabaseUrl();
    return { url: databaseUrl, driver: 'postgres', env: {}, close: drop };
  }
  const db = await PGlite.create('memory://');
  const port = await freePort();
  // Each server process opens a pool of up to 10 connections (server/db/client.ts).
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 64 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    driver: 'pglite-socket',
    // Every connection shares PGlite's one session: two preparing the same name would collide.
    env: { DATABASE_NAMED_STATEMENTS: 'false' },
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
