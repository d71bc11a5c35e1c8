import type { BreedView, UserView } from '../../contract/user';

/** The photo editor's sample picture: the same one /popups shows. */
export { samplePhoto } from '../../src/features/popups/popup-samples';

/** A small avatar picture as a data URL (an inline SVG). */
export const SAMPLE_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#8fd3f4"/><ellipse cx="60" cy="78" rx="28" ry="36" fill="#3cc8b4"/><circle cx="60" cy="42" r="20" fill="#ff8a4c"/><circle cx="67" cy="39" r="3" fill="#2a1e17"/></svg>',
)}`;

export const sampleBreeds: BreedView[] = [
  { id: 1, name: 'Budgerigar', name_ua: 'Хвилястий папуга', image: SAMPLE_AVATAR },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: SAMPLE_AVATAR },
  { id: 3, name: 'African grey', name_ua: 'Жако', image: SAMPLE_AVATAR },
];

export function sampleUser(fields: Partial<UserView> = {}): UserView {
  return {
    id: 7,
    name: 'Olena',
    phone: '+380501234567',
    email: 'olena@example.com',
    email_verified: true,
    is_subscribed: true,
    image: null,
    pet_name: 'Kesha',
    pet_gender: 'boy',
    pet_breed: 1,
    breed: sampleBreeds[0],
    friends: [],
    birth_date: '1990-05-14',
    is_adult: true,
    is_moderator: false,
    under_review: false,
    trial_ends_at: '2026-12-05T10:00:00.000Z',
    subscription_ends_at: null,
    ...fields,
  };
}
