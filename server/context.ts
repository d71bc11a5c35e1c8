import type { FastifyBaseLogger } from 'fastify';
import { createGuards, type Guards } from './auth/guard';
import { createTokenSigner, type TokenSigner } from './auth/tokens';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createMailer } from './adapters/mail/index';
import { createMediaStorage } from './adapters/storage/index';
import type { Mailer } from './ports/mail';
import type { MediaStorage } from './ports/storage';

/**
 * Everything a module needs, built once per server: configuration, database, auth guards and
 * the ports (mail, storage, realtime, matching, ...). Each capability adds its ports here, so
 * tests can build a server with fakes by overriding them in `buildApp({ overrides })`.
 */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  signer: TokenSigner;
  guards: Guards;
  log: FastifyBaseLogger;
  /** Current time; injectable so tests can move the clock. */
  now: () => Date;
  /** Work to run on shutdown (close sockets, flush queues), in reverse order of registration. */
  onClose: Array<() => Promise<void> | void>;
  /** Media storage (photos, videos): local `dataDir/media` or an S3-compatible bucket. */
  storage: MediaStorage;
  /** Mail: the database outbox (GET /api/dev/outbox) or SMTP when SMTP_URL is set. */
  mailer: Mailer;
}

export function createContext(config: AppConfig, database: DatabaseHandle, log: FastifyBaseLogger, overrides: Partial<AppContext> = {}): AppContext {
  const signer = overrides.signer ?? createTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds);
  // Reads ctx.now lazily, so a test clock set through overrides also signs media URLs.
  const media = overrides.storage ? { storage: overrides.storage, close: () => {} } : createMediaStorage(config, () => ctx.now());
  const mail = overrides.mailer ? { mailer: overrides.mailer, close: () => {} } : createMailer({ config, db: database.db, log, now: () => ctx.now() });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    signer,
    guards: createGuards(database.db, signer),
    log,
    now: () => new Date(),
    onClose: [],
    storage: media.storage,
    mailer: mail.mailer,
    ...overrides,
  };
  ctx.onClose.push(media.close);
  ctx.onClose.push(mail.close);
  return ctx;
}
