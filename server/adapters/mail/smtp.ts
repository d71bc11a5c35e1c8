import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../ports/mail';

/**
 * SMTP adapter (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). `send` queues the mail
 * and returns; delivery continues in the background so a slow mail server never shows in
 * response times (forgot-password must not reveal whether an account exists). Failures are
 * logged without the mail's content; shutdown waits for mails still in flight.
 */
export function createSmtpMailer(deps: { url: string; from: string; log: FastifyBaseLogger }): {
  mailer: Mailer;
  close: () => Promise<void>;
} {
  const transport = nodemailer.createTransport(deps.url, { from: deps.from });
  const inFlight = new Set<Promise<void>>();
  const mailer: Mailer = {
    async send(mail) {
      const delivery = transport
        .sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .then(
          () => deps.log.info({ subject: mail.subject }, 'mail delivered'),
          (err: Error & { code?: string; responseCode?: number }) =>
            deps.log.error(
              { subject: mail.subject, error: err.message, errorCode: err.code, responseCode: err.responseCode },
              'mail delivery failed',
            ),
        );
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
  };
  async function close() {
    await Promise.allSettled([...inFlight]);
    transport.close();
  }
  return { mailer, close };
}
