import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';
import { freshDatabaseUrl } from '../support/server';

/**
 * A database connection lost under the server must not stop it: PostgreSQL ends idle pooled
 * connections on a restart, a failover or an administrator's terminate, and node-postgres reports
 * that as an 'error' event of the pool, an uncaught exception without a listener. On PGlite (no
 * connections) a failing statement must leave the handle usable.
 */
const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`a lost or failed connection (${driver})`, () => {
  let database: { databaseUrl: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('keeps answering after the server ends its idle connections (or after a failed statement)', async () => {
    expect(await handle.exec('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    if (database.databaseUrl) {
      const name = new URL(database.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        expect(ended.rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
    } else {
      await expect(handle.exec('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    }
    // The pool reconnects (the ended client was dropped, its error event caught).
    await expect
      .poll(async () => handle.exec('SELECT 2 AS two').catch(() => null), { timeout: 10_000 })
      .toEqual([{ two: 2 }]);
  });
});
