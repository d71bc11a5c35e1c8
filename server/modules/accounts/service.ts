import type { ResendInput, SignupInput, VerifyInput } from '../../../contract/auth';
import { M } from '../../../contract/messages';
import type { WarningNotice } from '../../../contract/safety';
import { type Locale, type MeResponse, TRIAL_MESSAGE, type UserView } from '../../../contract/user';
import { hashPassword } from '../../auth/passwords';
import type { SessionEvents } from '../../auth/session-events';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/index';
import { HttpError, notFound, tooManyRequests, unprocessable } from '../../http/errors';
import type { Mail, Mailer } from '../../ports/mail';
import type { BreedsRepository } from '../breeds/repository';
import type { UsersRepository } from '../users/repository';
import type { Codes } from './codes';
import { verificationCodeMail } from './mail-templates';
import { type AccountsRepository, isUniqueViolation } from './repository';

export const WRONG_CODE = 'The verification code is incorrect or has expired.';
const ALREADY_VERIFIED = 'Your email address is already verified.';
const NO_SUCH_USER = 'User not found.';

const emailTaken = () => unprocessable(M.emailTaken, { email: [M.emailTaken] });

export interface AccountsDeps {
  repo: AccountsRepository;
  users: Pick<UsersRepository, 'view'>;
  breeds: Pick<BreedsRepository, 'exists'>;
  codes: Pick<Codes, 'issue' | 'check'>;
  mailer: Mailer;
  events: Pick<SessionEvents, 'userChanged'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  config: Pick<AppConfig, 'trialDays'>;
  /** The user's friend ids from the session cache (`GET /me`); without it they are read. */
  cachedFriendIds?: (userId: number, familyId: string) => Promise<number[]>;
  /** A moderator's warning, taken once (server/modules/moderation). */
  takeWarning?: (userId: number) => Promise<WarningNotice | null>;
}

/** The body's email must be the signed-in user's own; codes are never sent to or checked for others. */
function assertOwnEmail(user: UserRow, email: string): void {
  if (user.email.toLowerCase() !== email.toLowerCase()) throw notFound(NO_SUCH_USER, 'no_such_user');
}

/** Sign-up, email verification, /me and the keep-alive. */
export function createAccountsService(deps: AccountsDeps) {
  const { repo, users, breeds, codes, mailer, events, log, now, config } = deps;
  /**
   * A mail that cannot be handed over must not undo what already happened (the account exists;
   * the user can ask for another code), so the failure is logged and the request goes on.
   */
  async function sendSafely(mail: Mail): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ subject: mail.subject, error: (error as Error).message }, 'mail could not be sent');
    }
  }

  async function mailVerificationCode(user: UserRow): Promise<{ retryAfterSeconds?: number }> {
    const issued = await codes.issue({ userId: user.id, purpose: 'verify_email', email: user.email });
    if (!issued.issued) return { retryAfterSeconds: issued.retryAfterSeconds };
    await sendSafely({
      to: user.email,
      ...verificationCodeMail(user.locale as Locale, { name: user.name, code: issued.code }),
    });
    return {};
  }

  /** Takes the pending trial message; the cached user rows learn it is gone. */
  async function takeTrialMessage(userId: number): Promise<boolean> {
    const taken = await repo.takeTrialMessage(userId);
    if (taken) events.userChanged(userId);
    return taken;
  }

  return {
    /** POST /register: creates an unverified account and mails its first code. No session yet. */
    async register(input: SignupInput, locale: Locale): Promise<UserView> {
      if (!(await breeds.exists(input.pet_breed)))
        throw unprocessable(M.breedRequired, { pet_breed: [M.breedRequired] });
      if (await repo.findUserByEmail(input.email)) throw emailTaken();
      const at = now();
      let user: UserRow;
      try {
        user = await repo.insertUser({
          name: input.name,
          phone: input.phone,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          emailSubscription: input.email_subscription,
          locale,
          petName: input.pet_name,
          petGender: input.pet_gender,
          petBreedId: input.pet_breed,
          birthDate: input.birth_date,
          createdAt: at,
          updatedAt: at,
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await mailVerificationCode(user);
      return users.view(user, at);
    },

    /** POST /verify-email: a right code verifies the address and starts the trial. */
    async verifyEmail(user: UserRow, input: VerifyInput): Promise<UserView> {
      assertOwnEmail(user, input.email);
      if (user.emailVerifiedAt) throw unprocessable(ALREADY_VERIFIED);
      const result = await codes.check({ userId: user.id, purpose: 'verify_email', code: input.verification_code });
      if (!result.ok) {
        if (result.reason === 'locked')
          throw tooManyRequests(
            result.retryAfterSeconds,
            'Too many wrong codes. Please request a new code.',
            'too_many_codes',
          );
        throw new HttpError(401, WRONG_CODE, { verification_code: [WRONG_CODE] });
      }
      const at = now();
      const trialEndsAt = new Date(at.getTime() + config.trialDays * 86_400_000);
      const verified = (await repo.markVerified(user.id, at, trialEndsAt)) ?? user;
      events.userChanged(user.id);
      return users.view(verified, at);
    },

    /** POST /resend-verify-code: a new code, at most once every 120 s. */
    async resendCode(user: UserRow, input: ResendInput): Promise<void> {
      assertOwnEmail(user, input.email);
      if (user.emailVerifiedAt) throw unprocessable(ALREADY_VERIFIED);
      const { retryAfterSeconds } = await mailVerificationCode(user);
      if (retryAfterSeconds !== undefined)
        throw tooManyRequests(retryAfterSeconds, 'Please wait before requesting another code.', 'code_cooldown');
    },

    /** GET /me: the user, plus the trial message once after verification. */
    async me(user: UserRow, familyId?: string): Promise<MeResponse> {
      const friends = familyId && deps.cachedFriendIds ? deps.cachedFriendIds(user.id, familyId) : undefined;
      const [view, trialMessage, warning] = await Promise.all([
        (async () => users.view(user, now(), await friends))(),
        // Only a row that says the message is pending costs a statement (a write, on every /me
        // before); verification raises userChanged, so a cached row knows it at once.
        user.trialMessagePending ? takeTrialMessage(user.id) : false,
        // Only a user row with a pending warning costs a statement (the warning raises userChanged).
        user.warningAt ? (deps.takeWarning?.(user.id) ?? null) : null,
      ]);
      return {
        user: view,
        ...(trialMessage ? { trial_message: TRIAL_MESSAGE } : {}),
        ...(warning ? { warning } : {}),
      };
    },

    /** PUT /ping, POST /add-online: the keep-alive that marks the user online. */
    async markOnline(user: UserRow): Promise<void> {
      await repo.touchLastSeen(user.id, now());
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
