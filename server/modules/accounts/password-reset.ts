import type { ForgotInput, ResetInput } from '../../../contract/auth';
import type { Locale } from '../../../contract/user';
import { hashPassword } from '../../auth/passwords';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { tooManyRequests, unprocessable } from '../../http/errors';
import { findUserById } from '../users/repository';
import { passwordResetMail } from './mail-templates';
import {
  consumeResetToken,
  expireResetTokens,
  isResetTokenLive,
  issueResetTokenForEmail,
  revokeAllSessions,
  updatePasswordHash,
} from './repository';
import { loginThrottleOf } from './sessions';
import { hitThrottle, type ThrottleRule } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_LINK_SENT = 'If an account exists for this email, a password reset link has been sent to it.';
export const BAD_RESET_TOKEN = 'This password reset link is invalid or has expired.';

/** Per address, whether or not an account exists, so the limit itself reveals nothing. */
const forgotRule: ThrottleRule = { scope: 'forgot', max: 5, windowMs: 60 * 60_000 };

/**
 * POST /forgot-password. The answer is the same for every address, and so is the work: the same
 * statements run (one that finds the account and stores a token for it, if there is one), the
 * same mail is written, and for an unknown address the mailer rehearses instead of sending
 * (the outbox runs its insert with a false condition). Mailers return once the mail is accepted
 * (SMTP delivers in the background), so the response time does not depend on the mail server.
 */
export async function forgotPassword(ctx: AppContext, input: ForgotInput): Promise<string> {
  const now = ctx.now();
  const gate = await hitThrottle(ctx.db, forgotRule, input.email, now);
  if (!gate.allowed) throw tooManyRequests(gate.retryAfterSeconds, 'Too many reset requests. Please try again later.');
  const token = randomToken();
  const user = await issueResetTokenForEmail(ctx.db, input.email, {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  const locale: Locale = user?.locale === 'ua' ? 'ua' : 'en';
  const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}${locale === 'ua' ? '/ua' : ''}/password-reset?token=${encodeURIComponent(token)}`;
  const mail = { to: user?.email ?? input.email, ...passwordResetMail(locale, { name: user?.name ?? 'there', link }) };
  try {
    if (user) await ctx.mailer.send(mail);
    else await ctx.mailer.rehearse?.(mail);
  } catch (error) {
    ctx.log.error({ error: (error as Error).message }, 'password reset mail could not be sent');
  }
  return RESET_LINK_SENT;
}

/**
 * POST /reset-password. The token is used up in the same transaction that sets the password,
 * by one conditional update, so of two requests with one token exactly one succeeds. A reset
 * ends every session of the user and every other reset link.
 */
export async function resetPassword(ctx: AppContext, input: ResetInput): Promise<void> {
  const tokenHash = hashToken(input.token);
  const now = ctx.now();
  // Cheap look first: a wrong token never costs an argon2 hash.
  if (!(await isResetTokenLive(ctx.db, tokenHash, now))) throw badToken();
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const owner = await consumeResetToken(tx, tokenHash, now);
    if (owner === null) return null;
    await updatePasswordHash(tx, owner, passwordHash, now);
    await revokeAllSessions(tx, owner, now);
    await expireResetTokens(tx, owner, now);
    return owner;
  });
  if (userId === null) throw badToken();
  ctx.sessionCache.invalidate({ userId });
  // Whoever can read the mailbox may sign in again at once, even after a lockout.
  const email = await emailOf(ctx, userId);
  if (email) await loginThrottleOf(ctx).reset(email);
}

const badToken = () => unprocessable(BAD_RESET_TOKEN, { token: [BAD_RESET_TOKEN] });

async function emailOf(ctx: AppContext, userId: number): Promise<string | null> {
  return (await findUserById(ctx.db, userId))?.email ?? null;
}
