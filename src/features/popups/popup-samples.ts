import type { AppealView } from '../../../contract/moderation';
import type { ModerationReport } from '../../../contract/safety';
import { SUBSCRIPTION_PRICE } from '../../../contract/subscription';
import type { ReportTarget } from '../../../machines/report/report.types';
import type { DrawablePhoto } from '../profile/photo-drawing';

/*
 * The sample data of /popups: the same people, pets and values as the Storybook stories of each
 * popup (stories/…), so designers see one cast in both places. Names are names: the same in both
 * languages. Pictures are drawn here, never fetched.
 */

export const SAMPLE_EMAIL = 'olena.new@example.com';

export const SAMPLE_FRIEND = { name: 'Olena Petrenko' };

export const SAMPLE_BLOCKED = { id: 2, name: 'Bohdan' };

export const SAMPLE_REPORT_TARGET: ReportTarget = { id: 7, name: 'Bohdan', pet_name: 'Kesha', pet_gender: 'boy' };

export const SAMPLE_PRICE = { ...SUBSCRIPTION_PRICE };

/** The end of the paid period the cancel popup names (an ISO date, formatted per language). */
export const SAMPLE_PERIOD_END = '2026-12-23T12:00:00Z';

export const SAMPLE_VIDEO = { date: '11/23/2026' };

/** The still frame of the report popup and of the moderators' evidence (an inline SVG). */
export const SAMPLE_FRAME = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#4a3b5c"/><circle cx="160" cy="90" r="50" fill="#f2c94c"/></svg>',
)}`;

const person = (id: number, name: string) => ({ id, name, image: null });

export const SAMPLE_MODERATION_REPORT: ModerationReport = {
  id: 11,
  reporter: person(1, 'Olena'),
  target: person(2, 'Bohdan'),
  topic: 'Inappropriate behaviour',
  details: 'Showed something else than a pet',
  evidence_url: SAMPLE_FRAME,
  match_id: '2f1c6a52-7a49-4c1e-9d0a-5b1f7e0c9a11',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'open',
  target_report_count: 3,
  target_actions: [{ action: 'warn', note: 'Pets only, please', until: null, created_at: '2026-11-12T09:00:00.000Z' }],
  may_act: true,
};

export const SAMPLE_APPEAL: AppealView = {
  id: 4,
  user: person(5, 'Taras'),
  message: 'My cat walked over the keyboard. I am sorry and it will not happen again.',
  banned_at: '2026-11-18T10:00:00.000Z',
  ban_note: 'Spam links in every call',
  status: 'open',
  created_at: '2026-11-20T12:00:00.000Z',
  may_act: true,
};

let photo: DrawablePhoto | null = null;

/**
 * The photo editor's sample picture: a bird on a sky, drawn once on first use (a canvas is a
 * drawable photo). Its colours are the picture's content, not the theme's.
 */
export function samplePhoto(): DrawablePhoto {
  if (photo) return photo;
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  // Without a 2D context (jsdom in unit tests) the picture stays blank.
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
  photo = canvas;
  return canvas;
}
