// The shape lives in the contract so the client can import it without server code.
import type { SafetyFields } from '../../../contract/safety';
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

export function toUserView(user: UserRow, breed: BreedRow | null, friends: number[], now = new Date()): UserView {
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
    ...safetyFieldsOf(user),
  };
}

/**
 * The safety fields of the user object. Placeholder until the safety module (issue 13) stores the
 * date of birth, moderators and the review brake.
 */
function safetyFieldsOf(_user: UserRow): SafetyFields {
  return { birth_date: null, is_adult: true, is_moderator: false, under_review: false };
}
