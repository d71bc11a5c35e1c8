import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../ports/mail';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

/** SMTP when SMTP_URL is set, otherwise the database outbox. `close` flushes mails in flight. */
export function createMailer(deps: { config: AppConfig; db: Database; log: FastifyBaseLogger; now: () => Date }): {
  mailer: Mailer;
  close: () => Promise<void> | void;
} {
  const { config } = deps;
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log: deps.log });
  const production = config.nodeEnv === 'production';
  if (production)
    deps.log.warn('SMTP_URL is not set: mails are only stored in the mail_outbox table and reach nobody.');
  return {
    mailer: createOutboxMailer({ db: deps.db, log: deps.log, now: deps.now, logCodes: !production }),
    close: () => {},
  };
}
