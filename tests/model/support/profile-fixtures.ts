import type { UserView } from '../../../contract/user';
import { type ApiFailure, apiFailure } from '../../../machines/shared/api-failure';

/** A user as the API returns it, for the profile machines' fixtures. */
export function userFixture(fields: Partial<UserView> = {}): UserView {
  return {
    id: 7,
    name: 'Olena',
    phone: '+380501234567',
    email: 'olena@example.com',
    email_verified: true,
    is_subscribed: false,
    image: null,
    pet_name: 'Kesha',
    pet_gender: 'boy',
    pet_breed: 1,
    breed: { id: 1, name: 'Budgie', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgie.svg' },
    friends: [],
    birth_date: '1990-05-14',
    is_adult: true,
    is_moderator: false,
    under_review: false,
    trial_ends_at: null,
    subscription_ends_at: null,
    ...fields,
  };
}

/** Failed answers the profile endpoints give (tests/api/profile), as adapters hand them over. */
export const failures = {
  unauthorized: apiFailure(401, { message: 'Unauthorized' }),
  invalid: (fields: Record<string, string[]>, code: string | null = null) =>
    apiFailure(422, { message: Object.values(fields)[0]?.[0] ?? 'Invalid', fields, code }),
  rateLimited: apiFailure(429, { message: 'Too many requests', retryAfterSeconds: 60 }),
  server: apiFailure(500, { message: 'Internal Server Error' }),
  offline: apiFailure(null),
} satisfies Record<string, ApiFailure | ((...args: never[]) => ApiFailure)>;
