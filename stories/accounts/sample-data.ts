import type { BreedView } from '../../contract/user';
import type { NotificationItem } from '../../machines/notifications/notifications.types';
import { incomingCall, requests } from '../notifications/sample-data';

export const breeds: BreedView[] = [
  { id: 1, name: 'Budgerigar', name_ua: 'Хвилястий папужка', image: '/media/breeds/budgerigar.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
  { id: 3, name: 'African grey', name_ua: 'Жако', image: '/media/breeds/african-grey.svg' },
];

export const notifications: NotificationItem[] = [incomingCall, requests[0] as NotificationItem];

/** A fixed date, so the stories look the same every day. */
export const inTwoWeeks = new Date('2026-12-05T12:00:00Z');
