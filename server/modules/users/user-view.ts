// The shape lives in the contract so the client can import it without server code.
import { isAdult, type SafetyFields } from '../../../contract/safety';
import type { UserView } from '../../../contract/user';
import type { BreedRow, UserRow } from '../../db/schema/index';

export type { UserView };

/** Subscribed means a paid period or a trial that has not ended yet. */
export function isSubscribed(user: Pick<UserRow, 'trialEndsAt' | 'subscriptionEndsAt'>, now = new Date()): boolean {
  return (
    (user.subscriptionEndsAt !== null && user.subscriptionEndsAt > now) ||
    (user.trialEndsAt !== null && user.trialEndsAt > now)
  );
}

export function toUserView(
  user: UserRow,
  breed: BreedRow | null,
  friends: number[],
  now = new Date(),
  moderators: ReadonlySet<string> = NO_MODERATORS,
): UserView {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    is_subscribed: isSubscribed(user, now),
    image: user.image,
    pet_name: user.petName,
    pet_gender: user.petGender,
    pet_breed: user.petBreedId,
    breed: breed ? { id: breed.id, name: breed.name, name_ua: breed.nameUa, image: breed.image } : null,
    friends,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    subscription_ends_at: user.subscriptionEndsAt?.toISOString() ?? null,
    ...safetyFieldsOf(user, now, moderators),
  };
}

const NO_MODERATORS: ReadonlySet<string> = new Set();

/** Moderators are the accounts whose email is in MODERATOR_EMAILS (lower case). */
export function isModerator(user: Pick<UserRow, 'email'>, moderators: ReadonlySet<string>): boolean {
  return moderators.has(user.email.toLowerCase());
}

/** The safety fields of the user object (contract/safety.ts `SafetyFields`). */
function safetyFieldsOf(user: UserRow, now: Date, moderators: ReadonlySet<string>): SafetyFields {
  return {
    birth_date: user.birthDate,
    is_adult: isAdult(user.birthDate, now),
    is_moderator: isModerator(user, moderators),
    under_review: user.underReviewAt !== null,
  };
}
