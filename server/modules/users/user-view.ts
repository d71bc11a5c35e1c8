import type { BreedRow, UserRow } from '../../db/schema/index';

/** The `user` object of API.md. Never carries a password hash, token or card data. */
export interface UserView {
  id: number;
  name: string;
  phone: string;
  email: string;
  email_verified: boolean;
  is_subscribed: boolean;
  image: string | null;
  pet_name: string;
  pet_gender: 'boy' | 'girl';
  pet_breed: number | null;
  breed: { id: number; name: string; name_ua: string; image: string } | null;
  friends: number[];
  trial_ends_at: string | null;
  subscription_ends_at: string | null;
}

/** Subscribed means a paid period or a trial that has not ended yet. */
export function isSubscribed(user: Pick<UserRow, 'trialEndsAt' | 'subscriptionEndsAt'>, now = new Date()): boolean {
  return (user.subscriptionEndsAt !== null && user.subscriptionEndsAt > now) || (user.trialEndsAt !== null && user.trialEndsAt > now);
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
  };
}
