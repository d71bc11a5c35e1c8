/**
 * `npm run bench` → benchApiLoad (issue 16, item 6): autocannon at a fixed offered rate against
 * GET /api/me, /api/breeds and /api/friends of a verified user, on the server as its own process
 * (`server/main.ts`), with embedded PGlite and — when TEST_DATABASE_URL (or BENCH_DATABASE_URL)
 * points at a PostgreSQL server — on PostgreSQL too, side by side. Prints req/s and p99.
 * Never fails on timing.
 */
import { record } from './results';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDatabaseUrl } from '../tests/api/support/server';
import { registerVerified, ServerProcess } from '../tests/api/support/server-process';

const RATE = 1_000; // offered requests per second, per endpoint run
const SECONDS = 5;
const ENDPOINTS = ['/api/me', '/api/breeds', '/api/friends'];

interface Figure {
  endpoint: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(database: string): Promise<Figure[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-bench-api-'));
  const env: Record<string, string> = { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
  if (database) env.DATABASE_URL = database;
  const server = new ServerProcess(dataDir, env);
  try {
    const base = (await server.ready).replace('localhost', '127.0.0.1');
    const token = await registerVerified(base, 'load@example.com');
    const figures: Figure[] = [];
    for (const endpoint of ENDPOINTS) {
      const result = await autocannon({
        url: `${base}${endpoint}`,
        connections: 20,
        overallRate: RATE,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
      });
      figures.push({
        endpoint,
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    return figures;
  } finally {
    server.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchApiLoad(): Promise<void> {
  const pglite = await measure('');
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let postgres: Figure[] | null = null;
  if (base) {
    const fresh = await freshDatabaseUrl();
    try {
      postgres = await measure(fresh.databaseUrl);
    } finally {
      await fresh.drop();
    }
  }
  console.log(
    `\nAPI under load: autocannon, ${RATE} req/s offered for ${SECONDS} s, 20 connections, server in its own process`,
  );
  for (const [i, endpoint] of ENDPOINTS.entries()) {
    const a = pglite[i];
    const b = postgres?.[i];
    const pg = b
      ? `PostgreSQL ${b.rps.toFixed(0)} req/s · p99 ${b.p99} ms${b.errors ? ` · ${b.errors} errors` : ''}`
      : 'PostgreSQL: set TEST_DATABASE_URL';
    for (const [driver, figure] of [
      ['PGlite', a],
      ['PostgreSQL', b],
    ] as const) {
      if (!figure) continue;
      record({ bench: 'api-load', name: `GET ${endpoint} on ${driver}: req/s`, value: figure.rps, unit: 'req/s' });
      record({ bench: 'api-load', name: `GET ${endpoint} on ${driver}: p99`, value: figure.p99, unit: 'ms' });
    }
    console.log(
      `  GET ${endpoint.padEnd(13)} PGlite ${a.rps.toFixed(0)} req/s · p99 ${a.p99} ms${a.errors ? ` · ${a.errors} errors` : ''}   |   ${pg}`,
    );
  }
}
