import { type ChooseBreedResponse, PROFILE_MESSAGES as P } from '../../../contract/profile';
import { BIRTH_DATE_MESSAGES } from '../../../contract/safety';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionEvents } from '../../auth/session-events';
import type { UserRow } from '../../db/schema/index';
import { tooManyRequests, unauthorized, unprocessable } from '../../http/errors';
import type { Mailer } from '../../ports/mail';
import type { MediaStorage } from '../../ports/storage';
import type { Codes } from '../accounts/codes';
import { emailChangeCodeMail } from '../accounts/mail-templates';
import { photoKey, userMediaPrefixes } from '../media/keys';
import type { UsersRepository } from '../users/repository';
import type { UserView } from '../users/user-view';
import { processPhoto } from './images';
import type { ProfileRepository } from './repository';

/**
 * Profile rules. Every operation acts on the authenticated user only (no endpoint takes a user
 * id), so authorisation is "the session's own user"; the guard has already checked the session.
 */

/** SQLSTATE of a database error, looking through drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

export interface ProfileDeps {
  repo: ProfileRepository;
  users: Pick<UsersRepository, 'view'>;
  codes: Codes;
  storage: MediaStorage;
  mailer: Mailer;
  events: Pick<SessionEvents, 'userChanged' | 'sessionEnded' | 'userDeleted'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
}

export function createProfileService({ repo, users, codes, storage, mailer, events, log, now }: ProfileDeps) {
  const view = (user: UserRow) => users.view(user, now());

  async function updateProfile(
    user: UserRow,
    input: { name: string; phone: string; pet_name: string; pet_gender: 'boy' | 'girl'; pet_breed: number },
  ): Promise<UserView> {
    const breedUnknown = () => unprocessable(P.breedUnknown, { pet_breed: [P.breedUnknown] });
    if (!(await repo.findBreed(input.pet_breed))) throw breedUnknown();
    let updated: UserRow | null;
    try {
      updated = await repo.updateProfileFields(
        user.id,
        {
          name: input.name,
          phone: input.phone,
          petName: input.pet_name,
          petGender: input.pet_gender,
          petBreedId: input.pet_breed,
        },
        now(),
      );
    } catch (error) {
      // The breed was removed between the check and the update.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw breedUnknown();
      throw error;
    }
    events.userChanged(user.id);
    if (!updated) throw unauthorized();
    return view(updated);
  }

  /**
   * POST /update with `birth_date` alone: accounts made before sign-up asked for it give it once,
   * before they may search; it cannot be changed afterwards (a minor could otherwise edit it).
   */
  async function setBirthDate(user: UserRow, birthDate: string): Promise<UserView> {
    const updated = await repo.setBirthDateOnce(user.id, birthDate, now());
    if (!updated) throw unprocessable(BIRTH_DATE_MESSAGES.locked, { birth_date: [BIRTH_DATE_MESSAGES.locked] });
    events.userChanged(user.id);
    return view(updated);
  }

  /** Removes a stored file behind a public URL; a failure only leaves an orphan, so it is logged. */
  async function removeStoredUrl(url: string | null): Promise<void> {
    if (!url) return;
    const key = storage.keyForUrl(url);
    if (!key) return;
    try {
      await storage.delete(key);
    } catch (err) {
      log.error({ err, key }, 'could not delete a replaced media file');
    }
  }

  async function uploadPhoto(user: UserRow, bytes: Uint8Array): Promise<UserView> {
    const photo = await processPhoto(bytes);
    const key = photoKey(user.id, photo.extension);
    await storage.put(key, photo.bytes, photo.contentType);
    let swapped: Awaited<ReturnType<typeof repo.swapImage>>;
    try {
      swapped = await repo.swapImage(user.id, storage.publicUrl(key), now());
      events.userChanged(user.id);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    if (!swapped) {
      // The account was deleted while the photo was being processed.
      await storage.delete(key);
      throw unauthorized();
    }
    await removeStoredUrl(swapped.previous);
    return view(swapped.user);
  }

  async function deletePhoto(user: UserRow): Promise<UserView> {
    const swapped = await repo.swapImage(user.id, null, now());
    events.userChanged(user.id);
    if (!swapped) throw unauthorized();
    await removeStoredUrl(swapped.previous);
    return view(swapped.user);
  }

  /**
   * Deletes the account for good: the users row goes (sessions, codes, friendships and the other
   * per-user rows cascade), which frees the email for a new sign-up; then every stored file under
   * the user's media prefixes. Returns the user as it was just before.
   */
  async function deleteAccount(user: UserRow): Promise<UserView> {
    const fresh = await repo.findUser(user.id);
    if (!fresh) throw unauthorized();
    const last = await view(fresh);
    const deleted = await repo.deleteUser(user.id);
    if (!deleted) {
      events.userDeleted(user.id);
      throw unauthorized();
    }
    for (const prefix of userMediaPrefixes(user.id)) {
      try {
        await storage.deletePrefix(prefix);
      } catch (err) {
        log.error({ err, prefix, userId: user.id }, 'could not delete media of a deleted account');
      }
    }
    await removeStoredUrl(fresh.image);
    // Its sessions went with the row (cascade): from here on refused, cached or not. Raised only
    // now, right before the answer, so the answer reaches the client before its sockets close:
    // raised before the file clean-up, the closed realtime socket made the client refresh and sign
    // out first, and the deletion screen never learnt that it had succeeded ("account deleted").
    events.userDeleted(user.id);
    return last;
  }

  const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  /**
   * PATCH /update-email: mails a code to the new address; the email changes on confirmation.
   * Codes are the accounts module's one-time codes (purpose 'change_email'): hashed, 10 minutes,
   * 5 tries counted atomically, 120 s between two codes.
   */
  async function requestEmailChange(user: UserRow, email: string): Promise<void> {
    if (sameEmail(email, user.email))
      throw unprocessable(P.emailUnchanged, { email: [P.emailUnchanged] }, 'email_unchanged');
    if (await repo.emailUsedByOther(email, user.id)) throw unprocessable(P.emailTaken, { email: [P.emailTaken] });

    const issued = await codes.issue({ userId: user.id, purpose: 'change_email', email });
    if (!issued.issued) throw tooManyRequests(issued.retryAfterSeconds, P.emailChangeCooldown, 'email_change_cooldown');
    try {
      await mailer.send({
        to: email,
        ...emailChangeCodeMail(user.locale === 'ua' ? 'ua' : 'en', { name: user.name, code: issued.code }),
      });
    } catch (error) {
      // No mail, no pending code: the user may ask again at once.
      await codes.withdraw({ userId: user.id, purpose: 'change_email' });
      throw error;
    }
  }

  /** POST /confirm-email: checks the code of this user's own pending change and applies it. */
  async function confirmEmailChange(user: UserRow, code: string): Promise<UserView> {
    const at = now();
    const fail = (message: string) => unprocessable(message, { verification_code: [message] });
    const result = await codes.check({ userId: user.id, purpose: 'change_email', code });
    if (!result.ok) {
      const messages = {
        missing: P.codeMissing,
        expired: P.codeExpired,
        locked: P.codeExhausted,
        wrong: P.codeWrong,
      } as const;
      throw fail(messages[result.reason]);
    }

    // The code is spent either way; an address taken meanwhile needs a new request.
    const taken = () => unprocessable(P.emailTaken, { email: [P.emailTaken] });
    if (await repo.emailUsedByOther(result.email, user.id)) throw taken();
    let updated: UserRow | null;
    try {
      updated = await repo.applyEmailChange(user.id, result.email, at);
      events.userChanged(user.id);
    } catch (error) {
      // Someone signed up with the address between the check and the update.
      if (sqlState(error) === UNIQUE_VIOLATION) throw taken();
      throw error;
    }
    if (!updated) throw unauthorized();
    return view(updated);
  }

  /** PATCH /update-password: the caller's session stays, every other session is revoked. */
  async function changePassword(
    auth: { user: UserRow; familyId: string },
    input: { old_password: string; password: string },
  ): Promise<void> {
    if (!(await verifyPassword(auth.user.passwordHash, input.old_password))) {
      throw unprocessable(P.oldPasswordWrong, { old_password: [P.oldPasswordWrong] });
    }
    const ended = await repo.changePassword(auth.user.id, await hashPassword(input.password), auth.familyId, now());
    events.userChanged(auth.user.id);
    for (const familyId of ended) events.sessionEnded(familyId, auth.user.id);
  }

  /** PATCH /choose-breed: the breed for breed chat, or null for the general chat. */
  async function chooseBreed(user: UserRow, breedId: number | null): Promise<ChooseBreedResponse> {
    const breedUnknown = () => unprocessable(P.breedUnknown, { breed_id: [P.breedUnknown] });
    if (breedId !== null && !(await repo.findBreed(breedId))) throw breedUnknown();
    try {
      await repo.setChatBreed(user.id, breedId, now());
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw breedUnknown();
      throw error;
    }
    return { user: await view(user), breed_id: await repo.getChatBreed(user.id) };
  }

  return {
    updateProfile,
    setBirthDate,
    uploadPhoto,
    deletePhoto,
    deleteAccount,
    requestEmailChange,
    confirmEmailChange,
    changePassword,
    chooseBreed,
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
