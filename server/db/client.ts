import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runMigrations, type SqlExecutor } from './migrate';
import { schema } from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Raw SQL access for migrations and health checks. */
  exec: SqlExecutor;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` for an in-memory database, used by tests). Migrations are applied before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** false: every statement unnamed (see AppConfig.databaseNamedStatements). Default true. */
  namedStatements?: boolean;
}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator's terminate)
    // is reported here; without a listener it would be an uncaught exception that stops the
    // process. The pool drops that client by itself and the next query opens a fresh one.
    pool.on('error', () => {});
    if (opts.namedStatements === false) pool.on('connect', unnameStatements);
    handle = {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      driver: 'postgres',
      exec: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      close: () => pool.end(),
    };
    // Migrations hold an advisory lock, so they need one connection from start to end.
    const conn = await pool.connect();
    try {
      await runMigrations(async (sql, params) => (await conn.query(sql, params as unknown[])).rows, 'postgres');
    } finally {
      conn.release();
    }
    return handle;
  } else {
    const dir = opts.pgliteDir ?? 'memory://';
    if (!dir.startsWith('memory://')) await fs.mkdir(path.dirname(dir), { recursive: true });
    const client = await PGlite.create(dir);
    handle = {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      driver: 'pglite',
      exec: async (sql, params) => {
        if (params && params.length > 0)
          return (await client.query(sql, params as unknown[])).rows as Record<string, unknown>[];
        const results = await client.exec(sql);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      },
      close: () => client.close(),
    };
  }
  await runMigrations(handle.exec, handle.driver);
  return handle;
}

/**
 * Drops the name of each query config on this connection, so drizzle's `.prepare(name)` queries
 * go out as unnamed statements (parsed again each time) instead of named ones that another
 * client sharing the server session may have prepared already.
 */
function unnameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) =>
    config && typeof config === 'object' && 'name' in config
      ? query({ ...(config as object), name: undefined }, ...rest)
      : query(config, ...rest);
}
