import fs from 'node:fs/promises';
import path from 'node:path';

export type SqlExecutor = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * Applies `migrations/NNNN_name.sql` in name order, each once, recorded in `schema_migrations`.
 * The same files run on PGlite and PostgreSQL; on PostgreSQL an advisory lock keeps two
 * starting servers from migrating at the same time.
 */
export async function runMigrations(exec: SqlExecutor, driver: 'pglite' | 'postgres'): Promise<string[]> {
  await exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  if (driver === 'postgres') await exec('SELECT pg_advisory_lock(724513)');
  try {
    const done = new Set((await exec('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
    const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await fs.readFile(path.join(migrationsDir, file), 'utf8');
      await exec(
        `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');\nCOMMIT;`,
      );
      applied.push(file);
    }
    return applied;
  } finally {
    if (driver === 'postgres') await exec('SELECT pg_advisory_unlock(724513)');
  }
}
