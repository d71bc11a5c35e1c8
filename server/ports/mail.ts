/** A mail to send. `text` and `html` carry the same content. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends Mail {
  sent_at: string;
}

/**
 * Mail port. Default adapter: the outbox (stored in the database, listed at /api/dev/outbox,
 * code also logged). With SMTP_URL: nodemailer.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
