import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../support/server';
import { ServerProcess } from '../support/server-process';

/**
 * kill -9 of the server during a burst of writes (issue 16): after a restart on the same data,
 * every write that was answered 2xx is there, and the database (embedded PGlite, or PostgreSQL
 * when TEST_DATABASE_URL is set) opens cleanly. Writes are sign-ups: each 201 is one new account.
 */
const env = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' };

let dataDir: string;
let database: { databaseUrl: string; drop: () => Promise<void> };
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-crash-'));
  database = await freshDatabaseUrl();
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

function signup(base: string, email: string, breedId: number) {
  return fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Crash Test',
      phone: '+380501234567',
      email,
      password: 'long-enough-password',
      pet_name: 'Kiwi',
      pet_breed: breedId,
      pet_gender: 'girl',
      birth_date: '1990-05-14',
    }),
  });
}

describe(`kill -9 during writes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps every answered write and opens cleanly after a restart', async () => {
    const processEnv = { ...env, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}) };
    const first = new ServerProcess(dataDir, processEnv);
    const base = (await first.ready).replace('localhost', '127.0.0.1');
    const [breed] = (await (await fetch(`${base}/api/breeds`)).json()) as Array<{ id: number }>;

    // A steady burst: 4 writers, each signing up one account after another until the server dies.
    const answered: string[] = [];
    let n = 0;
    let dead = false;
    const writer = async () => {
      while (!dead) {
        const email = `crash${++n}@example.com`;
        try {
          const res = await signup(base, email, breed.id);
          if (res.status === 201) answered.push(email);
          else expect(res.status, await res.text()).toBe(201);
        } catch {
          return; // the connection died with the server: that write was never answered
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    // Kill once a good number of writes were answered, with more in flight.
    while (answered.length < 25) await new Promise((resolve) => setImmediate(resolve));
    first.kill('SIGKILL');
    dead = true;
    expect(await first.exited).toBe(null);
    await Promise.all(writers);
    expect(answered.length).toBeGreaterThanOrEqual(25);

    const second = new ServerProcess(dataDir, processEnv);
    const again = (await second.ready).replace('localhost', '127.0.0.1');
    try {
      expect((await (await fetch(`${again}/api/health`)).json()).ok).toBe(true);
      // Each answered sign-up is there: signing up again with its email is refused as taken.
      for (const email of answered) {
        const res = await signup(again, email, breed.id);
        expect(res.status, `${email} was answered 201 before the kill but is gone`).toBe(422);
        expect(await res.text()).toContain('The email has already been taken.');
      }
    } finally {
      second.kill('SIGTERM');
      await second.exited;
    }
  }, 120_000);
});
