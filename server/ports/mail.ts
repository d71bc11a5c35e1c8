/** A mail to send. `text` and `html` carry the same content. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The one-time code inside the mail, if any. Only the development outbox uses it: it logs the
   * code so a developer can sign up from the console. No other adapter may log or store it.
   */
  devCode?: string;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/**
 * Mail port. Default adapter: the outbox (stored in the database, listed at /api/dev/outbox,
 * code also logged outside production). With SMTP_URL: nodemailer.
 *
 * `send` resolves once the mail is accepted: stored by the outbox, queued by SMTP (which then
 * delivers in the background and logs failures). Callers therefore take the same time whether
 * or not a slow mail server is involved, which keeps forgot-password from revealing accounts.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Does the work of `send` without delivering anything (forgot-password for an unknown address,
   * so both answers cost the same): the outbox runs its very insert statement with a false
   * condition; SMTP, whose `send` only queues, does nothing. Optional for test doubles.
   */
  rehearse?(mail: Mail): Promise<void>;
}
