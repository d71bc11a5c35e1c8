import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { randomToken } from '../server/auth/tokens';
import { type AppConfig, loadConfig } from '../server/config';

/**
 * The configuration of a server the benches start in their own process: production mode, a fresh
 * data directory, no built front end, silent logs and no search cooldown (with it, 1,000 users
 * make at most 500 pairs/s; the first-frame bench switches it off too, for a Start right after a
 * Stop). `overrides` adds the database, Redis and the like.
 */
export function benchServerConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.join(os.tmpdir(), `petchat-bench-${randomBytes(4).toString('hex')}`);
  return loadConfig(
    { NODE_ENV: 'production' },
    {
      dataDir,
      distDir: path.join(dataDir, 'no-dist'),
      jwtSecret: randomToken(),
      logLevel: 'silent',
      searchCooldownMs: 0,
      ...overrides,
    },
  );
}
