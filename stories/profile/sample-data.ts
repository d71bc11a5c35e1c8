import type { BreedView, UserView } from '../../contract/user';
import type { DrawablePhoto } from '../../src/features/profile/photo-drawing';

/**
 * Sample data for the profile stories. The picture's colours are the content of a sample photo,
 * not of the app's theme.
 */
export function samplePhoto(): DrawablePhoto {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  // Without a 2D context (jsdom in the story render test) the picture stays blank.
  const context = canvas.getContext('2d');
  if (context) {
    const sky = context.createLinearGradient(0, 0, 0, 480);
    sky.addColorStop(0, '#8fd3f4');
    sky.addColorStop(1, '#f6d365');
    context.fillStyle = sky;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#3cc8b4';
    context.beginPath();
    context.ellipse(320, 280, 110, 150, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ff8a4c';
    context.beginPath();
    context.arc(320, 150, 70, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#2a1e17';
    context.beginPath();
    context.arc(345, 140, 10, 0, Math.PI * 2);
    context.fill();
  }
  return canvas;
}

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
