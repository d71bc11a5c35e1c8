import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh, throw-away database on the PostgreSQL server at `base` for one run, and how to drop it. */
export async function freshDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `petchat_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
