import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emit, setup } from 'xstate';
import type { AcceptRequestResult, FriendRequest } from '../../../contract/friends';
import { FRIENDS_CHANNEL, FRIENDS_EVENT } from '../../../contract/realtime';
import { createFriendRequestsImplementations } from '../../../machines/friend-requests/friend-requests.actors';
import { friendRequestsMachine } from '../../../machines/friend-requests/friend-requests.machine';
import { createNotificationsImplementations } from '../../../machines/notifications/notifications.actors';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import type { RealtimeEmitted } from '../../../machines/realtime/realtime.types';
import { App } from '../../../src/app/App';
import { connectRouter, createAppRouter } from '../../../src/app/router';
import { statuses } from '../../../src/testing/announced';
import { startTestRoot, testUser } from '../support/root';

const CALL_ID = '6f1c2a4e-8b1d-4c1e-9a7e-2f0b5d3c4a11';
const marta: FriendRequest = {
  id: 7,
  name: 'Marta',
  image: null,
  pet_name: 'Kiwi',
  pet_gender: 'girl',
  breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
  created_at: '2026-11-23T20:00:00.000Z',
};

/** A realtime actor that emits every message it is sent, as the real one emits what its connection delivers. */
const realtimeStandIn = setup({ types: { emitted: {} as RealtimeEmitted } }).createMachine({
  on: { 'realtime.message': { actions: emit(({ event }) => event as RealtimeEmitted) } },
});

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('the notifications bell in the app', () => {
  it('loads requests on sign-in, shows a realtime call, accepts a request and declines the call', async () => {
    const user = userEvent.setup();
    const ringing = { live: 0 };
    const declined: string[] = [];
    const accepted: number[] = [];
    let answerAccept: (result: AcceptRequestResult) => void = () => {};
    const root = startTestRoot({
      token: 'stored',
      actors: {
        realtime: realtimeStandIn,
        notifications: notificationsMachine.provide(
          createNotificationsImplementations({
            loadRequests: async () => [marta],
            loadPendingCalls: async () => [],
            declineCall: async (callId) => void declined.push(callId),
            openCall: () => {},
            ring: () => {
              ringing.live++;
              return () => void ringing.live--;
            },
            alerts: {
              read: () => ({ permission: 'default', muted: false }),
              requestPermission: async () => 'granted',
              saveMuted: () => {},
              show: () => null,
            },
          }),
        ),
        friendRequests: friendRequestsMachine.provide(
          createFriendRequestsImplementations({
            acceptRequest: (senderId) => {
              accepted.push(senderId);
              return new Promise((resolve) => (answerAccept = resolve));
            },
            declineRequest: async () => {},
          }),
        ),
      },
    });
    const router = createAppRouter(root.actor, createMemoryHistory({ initialEntries: ['/'] }));
    const disconnect = connectRouter(router, root.actor);
    stop = () => {
      disconnect();
      root.actor.stop();
    };
    render(<App root={root.actor} router={router} />);
    act(() => root.answerMe({ user: testUser({ id: 1 }) }));

    // The request list was loaded at sign-in: the bell is marked.
    const bell = await screen.findByRole('button', { name: 'Notifications (new)' });
    await user.click(bell);
    let panel = screen.getByRole('region', { name: 'Notifications' });
    expect(panel.textContent).toContain('Marta');

    // A realtime incomingCall for this user: an entry, and it rings.
    act(() =>
      root.actor.system.get('realtime').send({
        type: 'realtime.message',
        channel: FRIENDS_CHANNEL,
        event: FRIENDS_EVENT,
        data: {
          type: 'incomingCall',
          from: 5,
          fromName: 'Taras',
          image: null,
          petName: 'Rio',
          petGender: 'boy',
          petBreedName: null,
          userToCall: 1,
          callId: CALL_ID,
        },
      }),
    );
    // The ringing sheet opens over the page (the panel's entry is behind it), focus on Answer.
    const sheet = await screen.findByRole('dialog', { name: 'Taras is calling you' });
    expect(document.activeElement).toBe(within(sheet).getByRole('link', { name: 'Answer the call from Taras' }));
    expect(ringing.live).toBe(1);

    // Decline from the sheet: the server is told which invitation, the entry goes, the ringing stops.
    await user.click(within(sheet).getByRole('button', { name: 'Decline the call from Taras' }));
    await waitFor(() => expect(declined).toEqual([CALL_ID]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Taras is calling you' })).toBeNull());
    expect(ringing.live).toBe(0);
    // The sheet took the click (outside the panel, which closed): open it again; the call is gone.
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(panel).queryByText('Taras')).toBeNull();

    // Accept: busy until the server answers, then the toast and the entry goes.
    await user.click(within(panel).getByRole('button', { name: 'Accept the friend request from Marta' }));
    expect(accepted).toEqual([7]);
    expect(
      within(panel).getByRole('button', { name: 'Accept the friend request from Marta' }).getAttribute('aria-busy'),
    ).toBe('true');
    act(() =>
      answerAccept({
        friend: { ...marta, is_online: true, is_on_call: false },
      }),
    );
    await waitFor(() => expect(statuses()).toContain('Friends added successfully'));
    await waitFor(() => expect(within(panel).queryByText('Marta')).toBeNull());
    // Nothing is left but the note that the list is empty.
    expect(panel.textContent).toContain('No notifications yet');
    expect(within(panel).queryAllByRole('listitem')).toEqual([]);
  });
});
