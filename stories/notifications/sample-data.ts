import { fn } from 'storybook/test';
import type { IncomingCall, NotificationItem } from '../../machines/notifications/notifications.types';
import type { NotificationsBellProps } from '../../src/layout/NotificationsBell';

/**
 * The sample notifications, shared by the stories and the unit tests of the bell and the call
 * alerts (src/layout/NotificationsBell.test.tsx, src/adapters/call-alerts.test.ts).
 */
export const sampleCall: IncomingCall = {
  from: 5,
  fromName: 'Taras',
  image: null,
  petName: 'Rio',
  petGender: 'boy',
  petBreedName: 'Cockatiel',
  petBreedNameUa: 'Корела',
  userToCall: 1,
  callId: '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11',
};

export const incomingCall: NotificationItem = { kind: 'incomingCall', key: 'call-5', call: sampleCall };

export const requests: NotificationItem[] = [
  {
    kind: 'friendRequest',
    key: 'request-7',
    request: {
      id: 7,
      name: 'Marta',
      image: null,
      pet_name: 'Kiwi',
      pet_gender: 'girl',
      breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
    },
  },
  {
    kind: 'friendRequest',
    key: 'request-9',
    request: { id: 9, name: 'Ivan', image: '/media/u/9.jpg', pet_name: 'Zeus', pet_gender: 'boy', breed: null },
  },
];

/** The bell's props with an open, empty panel; a story overrides what it shows. */
export function bellProps(overrides: Partial<NotificationsBellProps> = {}): NotificationsBellProps {
  return {
    open: true,
    unread: false,
    items: [],
    loading: false,
    loadFailed: false,
    acting: null,
    alertPermission: 'default',
    muted: false,
    onToggle: fn(),
    onClose: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onReload: fn(),
    onAnswer: fn(),
    onDeclineCall: fn(),
    onEnableAlerts: fn(),
    onToggleMute: fn(),
    ...overrides,
  };
}

/** A missed call in the bell ("Missed call from Taras"). */
export const missedCall: NotificationItem = {
  kind: 'missedCall',
  key: 'missed-6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11',
  call: { from: 5, fromName: 'Taras', callId: '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11' },
};
