import type { BreedView } from '../../contract/user';
import type { NotificationItem } from '../../machines/notifications/notifications.types';

export const breeds: BreedView[] = [
  { id: 1, name: 'Budgerigar', name_ua: 'Хвилястий папужка', image: '/media/breeds/budgerigar.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
  { id: 3, name: 'African grey', name_ua: 'Жако', image: '/media/breeds/african-grey.svg' },
];

export const notifications: NotificationItem[] = [
  {
    kind: 'incomingCall',
    key: 'call-5',
    call: {
      from: 5,
      fromName: 'Taras',
      image: null,
      petName: 'Rio',
      petGender: 'boy',
      petBreedName: 'Cockatiel',
      userToCall: 1,
      callId: '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11',
    },
  },
  {
    kind: 'friendRequest',
    key: 'request-7',
    request: { id: 7, name: 'Marta', image: null, pet_name: 'Kiwi', pet_gender: 'girl', breed: { name: 'Budgerigar' } },
  },
];

/** A fixed date, so the stories look the same every day. */
export const inTwoWeeks = new Date('2026-12-05T12:00:00Z');
