import { type ChooseBreedResponse, PROFILE_MESSAGES as P } from '../../../contract/profile';
import type { AuthContext } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { tooManyRequests, unauthorized, unprocessable } from '../../http/errors';
import { CODE_TTL_MS, checkCode, issueCode } from '../accounts/codes';
import { photoKey, userMediaPrefixes } from '../media/keys';
import { loadUserView } from '../users/repository';
import type { UserView } from '../users/user-view';
import { processPhoto } from './images';
import { emailChangeMail } from './mail';
import * as repo from './repository';

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

const view = (ctx: AppContext, user: UserRow) => loadUserView(ctx.db, user, ctx.now());

export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: { name: string; phone: string; pet_name: string; pet_gender: 'boy' | 'girl'; pet_breed: number },
): Promise<UserView> {
  const breedUnknown = () => unprocessable(P.breedUnknown, { pet_breed: [P.breedUnknown] });
  if (!(await repo.findBreed(ctx.db, input.pet_breed))) throw breedUnknown();
  let updated: UserRow | null;
  try {
    updated = await repo.updateProfileFields(
      ctx.db,
      user.id,
      {
        name: input.name,
        phone: input.phone,
        petName: input.pet_name,
        petGender: input.pet_gender,
        petBreedId: input.pet_breed,
      },
      ctx.now(),
    );
  } catch (error) {
    // The breed was removed between the check and the update.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw breedUnknown();
    throw error;
  }
  ctx.sessionEvents.userChanged(user.id);
  if (!updated) throw unauthorized();
  return view(ctx, updated);
}

/** Removes a stored file behind a public URL; a failure only leaves an orphan, so it is logged. */
async function removeStoredUrl(ctx: AppContext, url: string | null): Promise<void> {
  if (!url) return;
  const key = ctx.storage.keyForUrl(url);
  if (!key) return;
  try {
    await ctx.storage.delete(key);
  } catch (err) {
    ctx.log.error({ err, key }, 'could not delete a replaced media file');
  }
}

export async function uploadPhoto(ctx: AppContext, user: UserRow, bytes: Uint8Array): Promise<UserView> {
  const photo = await processPhoto(bytes);
  const key = photoKey(user.id, photo.extension);
  await ctx.storage.put(key, photo.bytes, photo.contentType);
  let swapped: Awaited<ReturnType<typeof repo.swapImage>>;
  try {
    swapped = await repo.swapImage(ctx.db, user.id, ctx.storage.publicUrl(key), ctx.now());
    ctx.sessionEvents.userChanged(user.id);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (!swapped) {
    // The account was deleted while the photo was being processed.
    await ctx.storage.delete(key);
    throw unauthorized();
  }
  await removeStoredUrl(ctx, swapped.previous);
  return view(ctx, swapped.user);
}

export async function deletePhoto(ctx: AppContext, user: UserRow): Promise<UserView> {
  const swapped = await repo.swapImage(ctx.db, user.id, null, ctx.now());
  ctx.sessionEvents.userChanged(user.id);
  if (!swapped) throw unauthorized();
  await removeStoredUrl(ctx, swapped.previous);
  return view(ctx, swapped.user);
}

/**
 * Deletes the account for good: the users row goes (sessions, codes, friendships and the other
 * per-user rows cascade), which frees the email for a new sign-up; then every stored file under
 * the user's media prefixes. Returns the user as it was just before.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow): Promise<UserView> {
  const fresh = await repo.findUser(ctx.db, user.id);
  if (!fresh) throw unauthorized();
  const last = await view(ctx, fresh);
  const deleted = await repo.deleteUser(ctx.db, user.id);
  // Its sessions went with it (cascade): refused from now on, cached or not.
  ctx.sessionEvents.userDeleted(user.id);
  if (!deleted) throw unauthorized();
  for (const prefix of userMediaPrefixes(user.id)) {
    try {
      await ctx.storage.deletePrefix(prefix);
    } catch (err) {
      ctx.log.error({ err, prefix, userId: user.id }, 'could not delete media of a deleted account');
    }
  }
  await removeStoredUrl(ctx, fresh.image);
  return last;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * PATCH /update-email: mails a code to the new address; the email changes on confirmation.
 * Codes are the accounts module's one-time codes (purpose 'change_email'): hashed, 10 minutes,
 * 5 tries counted atomically, 120 s between two codes.
 */
export async function requestEmailChange(ctx: AppContext, user: UserRow, email: string): Promise<void> {
  if (sameEmail(email, user.email)) throw unprocessable(P.emailUnchanged, { email: [P.emailUnchanged] });
  if (await repo.emailUsedByOther(ctx.db, email, user.id)) throw unprocessable(P.emailTaken, { email: [P.emailTaken] });

  const issued = await issueCode(ctx.db, { userId: user.id, purpose: 'change_email', email, now: ctx.now() });
  if (!issued.issued) throw tooManyRequests(issued.retryAfterSeconds, P.emailChangeCooldown);
  try {
    await ctx.mailer.send(
      emailChangeMail({ to: email, code: issued.code, locale: user.locale, ttlMinutes: CODE_TTL_MS / 60_000 }),
    );
  } catch (error) {
    // No mail, no pending code: the user may ask again at once.
    await repo.deleteEmailCode(ctx.db, user.id);
    throw error;
  }
}

/** POST /confirm-email: checks the code of this user's own pending change and applies it. */
export async function confirmEmailChange(ctx: AppContext, user: UserRow, code: string): Promise<UserView> {
  const now = ctx.now();
  const fail = (message: string) => unprocessable(message, { verification_code: [message] });
  const result = await checkCode(ctx.db, { userId: user.id, purpose: 'change_email', code, now });
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
  if (await repo.emailUsedByOther(ctx.db, result.email, user.id)) throw taken();
  let updated: UserRow | null;
  try {
    updated = await repo.applyEmailChange(ctx.db, user.id, result.email, now);
    ctx.sessionEvents.userChanged(user.id);
  } catch (error) {
    // Someone signed up with the address between the check and the update.
    if (sqlState(error) === UNIQUE_VIOLATION) throw taken();
    throw error;
  }
  if (!updated) throw unauthorized();
  return view(ctx, updated);
}

/** PATCH /update-password: the caller's session stays, every other session is revoked. */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: { old_password: string; password: string },
): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, input.old_password))) {
    throw unprocessable(P.oldPasswordWrong, { old_password: [P.oldPasswordWrong] });
  }
  const ended = await repo.changePassword(
    ctx.db,
    auth.user.id,
    await hashPassword(input.password),
    auth.familyId,
    ctx.now(),
  );
  ctx.sessionEvents.userChanged(auth.user.id);
  for (const familyId of ended) ctx.sessionEvents.sessionEnded(familyId, auth.user.id);
}

/** PATCH /choose-breed: the breed for breed chat, or null for the general chat. */
export async function chooseBreed(
  ctx: AppContext,
  user: UserRow,
  breedId: number | null,
): Promise<ChooseBreedResponse> {
  const breedUnknown = () => unprocessable(P.breedUnknown, { breed_id: [P.breedUnknown] });
  if (breedId !== null && !(await repo.findBreed(ctx.db, breedId))) throw breedUnknown();
  try {
    await repo.setChatBreed(ctx.db, user.id, breedId, ctx.now());
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw breedUnknown();
    throw error;
  }
  return { user: await view(ctx, user), breed_id: await repo.getChatBreed(ctx.db, user.id) };
}
