import type { ResendInput, SignupInput, VerifyInput } from '../../../contract/auth';
import { M } from '../../../contract/messages';
import { TRIAL_MESSAGE, type Locale, type MeResponse, type UserView } from '../../../contract/user';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { HttpError, notFound, tooManyRequests, unprocessable } from '../../http/errors';
import type { Mail } from '../../ports/mail';
import { breedExists } from '../breeds/repository';
import { loadUserView } from '../users/repository';
import { checkCode, issueCode } from './codes';
import { verificationCodeMail } from './mail-templates';
import {
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  markVerified,
  takeTrialMessage,
  touchLastSeen,
} from './repository';

export const WRONG_CODE = 'The verification code is incorrect or has expired.';
const ALREADY_VERIFIED = 'Your email address is already verified.';
const NO_SUCH_USER = 'User not found.';

const emailTaken = () => unprocessable(M.emailTaken, { email: [M.emailTaken] });

/**
 * A mail that cannot be handed over must not undo what already happened (the account exists;
 * the user can ask for another code), so the failure is logged and the request goes on.
 */
async function sendSafely(ctx: AppContext, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ subject: mail.subject, error: (error as Error).message }, 'mail could not be sent');
  }
}

async function mailVerificationCode(ctx: AppContext, user: UserRow): Promise<{ retryAfterSeconds?: number }> {
  const issued = await issueCode(ctx.db, {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    now: ctx.now(),
  });
  if (!issued.issued) return { retryAfterSeconds: issued.retryAfterSeconds };
  await sendSafely(ctx, {
    to: user.email,
    ...verificationCodeMail(user.locale as Locale, { name: user.name, code: issued.code }),
  });
  return {};
}

/** POST /register: creates an unverified account and mails its first code. No session yet. */
export async function register(ctx: AppContext, input: SignupInput, locale: Locale): Promise<UserView> {
  if (!(await breedExists(ctx.db, input.pet_breed)))
    throw unprocessable(M.breedRequired, { pet_breed: [M.breedRequired] });
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const now = ctx.now();
  let user: UserRow;
  try {
    user = await insertUser(ctx.db, {
      name: input.name,
      phone: input.phone,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      emailSubscription: input.email_subscription,
      locale,
      petName: input.pet_name,
      petGender: input.pet_gender,
      petBreedId: input.pet_breed,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await mailVerificationCode(ctx, user);
  return loadUserView(ctx.db, user, now);
}

/** The body's email must be the signed-in user's own; codes are never sent to or checked for others. */
function assertOwnEmail(user: UserRow, email: string): void {
  if (user.email.toLowerCase() !== email.toLowerCase()) throw notFound(NO_SUCH_USER);
}

/** POST /verify-email: a right code verifies the address and starts the trial. */
export async function verifyEmail(ctx: AppContext, user: UserRow, input: VerifyInput): Promise<UserView> {
  assertOwnEmail(user, input.email);
  if (user.emailVerifiedAt) throw unprocessable(ALREADY_VERIFIED);
  const now = ctx.now();
  const result = await checkCode(ctx.db, {
    userId: user.id,
    purpose: 'verify_email',
    code: input.verification_code,
    now,
  });
  if (!result.ok) {
    if (result.reason === 'locked')
      throw tooManyRequests(result.retryAfterSeconds, 'Too many wrong codes. Please request a new code.');
    throw new HttpError(401, WRONG_CODE, { verification_code: [WRONG_CODE] });
  }
  const trialEndsAt = new Date(now.getTime() + ctx.config.trialDays * 86_400_000);
  const verified = (await markVerified(ctx.db, user.id, now, trialEndsAt)) ?? user;
  ctx.sessionEvents.userChanged(user.id);
  return loadUserView(ctx.db, verified, now);
}

/** POST /resend-verify-code: a new code, at most once every 120 s. */
export async function resendCode(ctx: AppContext, user: UserRow, input: ResendInput): Promise<void> {
  assertOwnEmail(user, input.email);
  if (user.emailVerifiedAt) throw unprocessable(ALREADY_VERIFIED);
  const { retryAfterSeconds } = await mailVerificationCode(ctx, user);
  if (retryAfterSeconds !== undefined)
    throw tooManyRequests(retryAfterSeconds, 'Please wait before requesting another code.');
}

/** GET /me: the user, plus the trial message once after verification. */
export async function me(ctx: AppContext, user: UserRow): Promise<MeResponse> {
  const now = ctx.now();
  const [view, trialMessage] = await Promise.all([loadUserView(ctx.db, user, now), takeTrialMessage(ctx.db, user.id)]);
  return trialMessage ? { user: view, trial_message: TRIAL_MESSAGE } : { user: view };
}

/** PUT /ping, POST /add-online: the keep-alive that marks the user online. */
export async function markOnline(ctx: AppContext, user: UserRow): Promise<void> {
  await touchLastSeen(ctx.db, user.id, ctx.now());
}
