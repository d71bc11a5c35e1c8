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
import { loginRule, type Throttle } from './sessions';
import type { ThrottleRule } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_LINK_SENT = 'If an account exists for this email, a password reset link has been sent to it.';
export const BAD_RESET_TOKEN = 'This password reset link is invalid or has expired.';

/** Per address, whether or not an account exists, so the limit itself reveals nothing. */
const forgotRule: ThrottleRule = { scope: 'forgot', max: 5, windowMs: 60 * 60_000 };

const badToken = () => unprocessable(BAD_RESET_TOKEN, { token: [BAD_RESET_TOKEN] });

export interface PasswordResetDeps {
  repo: AccountsRepository;
  throttle: Throttle;
  mailer: Mailer;
  events: Pick<SessionEvents, 'userChanged' | 'sessionEnded'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  config: Pick<AppConfig, 'publicUrl' | 'loginMaxFailures' | 'loginLockMinutes'>;
}

export function createPasswordResetService({ repo, throttle, mailer, events, log, now, config }: PasswordResetDeps) {
  return {
    /**
     * POST /forgot-password. The answer is the same for every address; for a real account a
     * single-use link is mailed. Mailers return once the mail is accepted (SMTP delivers in the
     * background), so the response time does not depend on the mail server either.
     */
    async forgot(input: ForgotInput): Promise<string> {
      const at = now();
      const gate = await throttle.hit(forgotRule, input.email, at);
      if (!gate.allowed)
        throw tooManyRequests(gate.retryAfterSeconds, 'Too many reset requests. Please try again later.');
      const user = await repo.findUserByEmail(input.email);
      if (!user) return RESET_LINK_SENT;
      const token = randomToken();
      await repo.insertResetToken({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + RESET_TTL_MS),
        createdAt: at,
      });
      const locale = user.locale as Locale;
      const link = `${config.publicUrl.replace(/\/+$/, '')}${locale === 'ua' ? '/ua' : ''}/password-reset?token=${encodeURIComponent(token)}`;
      try {
        await mailer.send({ to: user.email, ...passwordResetMail(locale, { name: user.name, link }) });
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
      if (done.email) await throttle.clear(loginRule(config), done.email);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
