import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerProcess } from '../../api/support/server-process';
import { startTestRedis, type TestRedis } from '../../api/support/test-redis';
import { DIST_DIR } from './e2e';
import { type SharedDatabase, startSharedDatabase } from './shared-database';

export interface Instance {
  /** e.g. http://localhost:41234 */
  url: string;
  process: ServerProcess;
}

export interface InstanceProcesses {
  instances: Instance[];
  redis: TestRedis;
  database: SharedDatabase;
  /** Redis key prefix the instances share (REDIS_PREFIX). */
  prefix: string;
  close(): Promise<void>;
}

/**
 * `count` real server processes (`server/main.ts`, the built app) on their own ports, sharing
 * one database and one redis-server started here, as instances behind a load balancer. Separate
 * processes, so a test can SIGKILL one. Started one after the other: the first runs migrations.
 */
export async function startInstanceProcesses(count: number): Promise<InstanceProcesses> {
  const redis = await startTestRedis();
  const database = await startSharedDatabase();
  const prefix = `e2e-${randomBytes(4).toString('hex')}:`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'petchat-instances-'));
  const instances: Instance[] = [];
  const close = async () => {
    for (const { process } of instances) process.kill('SIGKILL');
    await Promise.all(instances.map(({ process }) => process.exited));
    await database.close();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const process = new ServerProcess(path.join(dataDir, String(i)), {
        DIST_DIR,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: prefix,
        JWT_SECRET: 'e2e-instances-secret',
        LOG_LEVEL: 'warn',
        ...database.env,
      });
      instances.push({ process, url: '' });
      // The server binds 127.0.0.1 by default; its banner says localhost.
      instances[i].url = (await process.ready).replace('localhost', '127.0.0.1');
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { instances, redis, database, prefix, close };
}
