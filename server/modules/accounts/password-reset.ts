import type { ForgotInput, ResetInput } from '../../../contract/auth';
import type { Locale } from '../../../contract/user';
import { hashPassword } from '../../auth/passwords';
import type { SessionEvents } from '../../auth/session-events';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppConfig } from '../../config';
import { tooManyRequests, unprocessable } from '../../http/errors';
import type { Mailer } from '../../ports/mail';
import { passwordResetMail } from './mail-templates';
import type { AccountsRepository } from './repository';
import type { LoginThrottle, Throttle } from './sessions';
import type { ThrottleRule } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_LINK_SENT = 'If an account exists for this email, a password reset link has been sent to it.';
export const BAD_RESET_TOKEN = 'This password reset link is invalid or has expired.';

/** Per address, whether or not an account exists, so the limit itself reveals nothing. */
const forgotRule: ThrottleRule = { scope: 'forgot', max: 5, windowMs: 60 * 60_000 };

const badToken = () => unprocessable(BAD_RESET_TOKEN, { token: [BAD_RESET_TOKEN] });

export interface PasswordResetDeps {
  repo: AccountsRepository;
  throttle: Pick<Throttle, 'hit'>;
  loginThrottle: Pick<LoginThrottle, 'reset'>;
  mailer: Mailer;
  events: Pick<SessionEvents, 'userChanged' | 'sessionEnded'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  config: Pick<AppConfig, 'publicUrl'>;
}

export function createPasswordResetService({
  repo,
  throttle,
  loginThrottle,
  mailer,
  events,
  log,
  now,
  config,
}: PasswordResetDeps) {
  return {
    /**
     * POST /forgot-password. The answer is the same for every address, and so is the work: the
     * same statements run (one that finds the account and stores a token for it, if there is one),
     * the same mail is written, and for an unknown address the mailer rehearses instead of sending
     * (the outbox runs its insert with a false condition). Mailers return once the mail is accepted
     * (SMTP delivers in the background), so the response time does not depend on the mail server.
     */
    async forgot(input: ForgotInput): Promise<string> {
      const at = now();
      const gate = await throttle.hit(forgotRule, input.email, at);
      if (!gate.allowed)
        throw tooManyRequests(
          gate.retryAfterSeconds,
          'Too many reset requests. Please try again later.',
          'reset_cooldown',
        );
      const token = randomToken();
      const user = await repo.issueResetTokenForEmail(input.email, {
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + RESET_TTL_MS),
        createdAt: at,
      });
      const locale: Locale = user?.locale === 'ua' ? 'ua' : 'en';
      const link = `${config.publicUrl.replace(/\/+$/, '')}${locale === 'ua' ? '/ua' : ''}/password-reset?token=${encodeURIComponent(token)}`;
      const mail = {
        to: user?.email ?? input.email,
        ...passwordResetMail(locale, { name: user?.name ?? 'there', link }),
      };
      try {
        if (user) await mailer.send(mail);
        else await mailer.rehearse?.(mail);
      } catch (error) {
        log.error({ error: (error as Error).message }, 'password reset mail could not be sent');
      }
      return RESET_LINK_SENT;
    },

    /**
     * POST /reset-password. The token is used up in the same transaction that sets the password,
     * by one conditional update, so of two requests with one token exactly one succeeds. A reset
     * ends every session of the user and every other reset link.
     */
    async reset(input: ResetInput): Promise<void> {
      const tokenHash = hashToken(input.token);
      const at = now();
      // Cheap look first: a wrong token never costs an argon2 hash.
      if (!(await repo.isResetTokenLive(tokenHash, at))) throw badToken();
      const done = await repo.resetPassword(tokenHash, await hashPassword(input.password), at);
      if (done === null) throw badToken();
      events.userChanged(done.userId);
      for (const familyId of done.endedFamilies) events.sessionEnded(familyId, done.userId);
      // Whoever can read the mailbox may sign in again at once, even after a lockout.
      if (done.email) await loginThrottle.reset(done.email);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
