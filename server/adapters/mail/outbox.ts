import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Mail, Mailer, OutboxEntry } from '../../ports/mail';

/**
 * Default mail adapter: every mail is stored in `mail_outbox` and can be read at
 * GET /api/dev/outbox. Outside production the one-time code is also logged, so a developer can
 * finish a sign-up from the console. This is the only place in the server that logs a code.
 */
export function createOutboxMailer(deps: {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  logCodes: boolean;
}): Mailer {
  // One statement for storing and for rehearsing (`store = false` inserts nothing), so a
  // rehearsal costs what a real send costs (forgot-password must not reveal accounts by timing).
  const insert = (mail: Mail, store: boolean) =>
    deps.db.execute(sql`INSERT INTO ${mailOutbox} (to_email, subject, body_text, body_html, sent_at)
      SELECT ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${deps.now().toISOString()}::timestamptz
      WHERE ${store}::boolean`);
  return {
    async send(mail) {
      await insert(mail, true);
      if (mail.devCode && deps.logCodes)
        deps.log.info({ to: mail.to, code: mail.devCode }, 'verification code (dev outbox)');
      else deps.log.info({ subject: mail.subject }, 'mail stored in the dev outbox');
    },
    async rehearse(mail) {
      await insert(mail, false);
    },
  };
}

/** Newest first; optionally only the mails to one address (case-insensitive). */
export async function listOutbox(db: Database, opts: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(sql`lower(${mailOutbox.toEmail})`, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.limit);
  return rows.map((r) => ({
    to: r.toEmail,
    subject: r.subject,
    text: r.bodyText,
    html: r.bodyHtml,
    sent_at: r.sentAt.toISOString(),
  }));
}
