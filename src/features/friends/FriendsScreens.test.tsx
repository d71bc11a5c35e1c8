import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AllUsersPage, Friend, FriendsPages } from '../../../contract/friends';
import { startTestRoot, testUser } from '../../../tests/unit/support/root';
import { App } from '../../app/App';
import { connectRouter, createAppRouter } from '../../app/router';
import { alerts, statuses } from '../../testing/announced';

/** The screens on the real root actor and router, with the real friends API over a stubbed fetch. */
let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
});

type Handler = (url: URL, init: RequestInit) => unknown;
function stubApi(routes: Record<string, Handler>) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://app',
      );
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      requests.push({ method, path: url.pathname, body });
      const handler = routes[`${method} ${url.pathname}`];
      if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      const answer = handler(url, init);
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer ?? {}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

function renderApp(path: string, user = testUser()) {
  const root = startTestRoot({ token: 'stored', language: path.startsWith('/ua') ? 'ua' : 'en' });
  const router = createAppRouter(root.actor, createMemoryHistory({ initialEntries: [path] }));
  const disconnect = connectRouter(router, root.actor);
  stop = () => {
    disconnect();
    root.actor.stop();
  };
  render(<App root={root.actor} router={router} />);
  act(() => root.answerMe({ user }));
  return { root, router };
}

const friend = (id: number, name: string, fields: Partial<Friend> = {}): Friend => ({
  id,
  name,
  image: null,
  pet_name: 'Kesha',
  pet_gender: 'boy',
  breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
  is_online: false,
  is_on_call: false,
  ...fields,
});

describe('/friends', () => {
  it('lists online and offline friends and unfollows one after the confirmation', async () => {
    const requests = stubApi({
      'GET /api/friends': (): FriendsPages => ({
        online: [[friend(2, 'Bohdan', { is_online: true })]],
        offline: [[friend(3, 'Chrystia')]],
      }),
      'DELETE /api/friends/delete': () => ({}),
    });
    renderApp('/friends', testUser({ friends: [2, 3] }));
    const online = await screen.findByTestId('friends-online');
    expect(online.textContent).toContain('Bohdan');
    expect(online.textContent).not.toContain('Chrystia');
    expect(screen.getByTestId('friends-offline').textContent).toContain('Chrystia');
    expect(requests.filter((r) => r.path === '/api/friends').map((r) => r.method)).toEqual(['GET']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Chrystia from friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow Chrystia?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(statuses()).toContain('Friend removed successfully'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.body)).toEqual([{ friendId: 3 }]);
    await waitFor(() => expect(screen.queryByText('Chrystia')).toBeNull());
  });

  it('shows the server message when the list cannot be loaded', async () => {
    stubApi({
      'GET /api/friends': () =>
        new Response(JSON.stringify({ message: 'Service unavailable' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderApp('/friends');
    // The top bar keeps an empty alert of its own mounted (the breed menu's), so the one with the text.
    const message = await screen.findByText(/Service unavailable/);
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('names the breed in Ukrainian under /ua (spec §2: name_ua)', async () => {
    stubApi({
      'GET /api/friends': (): FriendsPages => ({ online: [[friend(2, 'Bohdan', { is_online: true })]], offline: [] }),
    });
    renderApp('/ua/friends', testUser({ friends: [2] }));
    const online = await screen.findByTestId('friends-online');
    await waitFor(() => expect(online.textContent).toContain('· Хвилястий папуга'));
    expect(within(online).queryByText(/Budgerigar/)).toBeNull();
  });
});

describe('/users-list', () => {
  const everybody = (): AllUsersPage => ({
    items: [{ id: 4, name: 'Dmytro', image: null, pet_name: 'Rio', breed: null, relation: null }],
    page: 1,
    pages: 1,
  });

  it('warns a non-subscriber at the limit and sends nothing (spec §6)', async () => {
    const requests = stubApi({
      'GET /api/all-users': everybody,
      'GET /api/get-friend-limit': () => ({ limit: 1 }),
    });
    renderApp('/users-list', testUser({ friends: [9] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add friend: Dmytro' }));
    await waitFor(() =>
      expect(alerts()).toContain('You used your friends limit. Subscribe to add more friends. Subscribe now'),
    );
    expect(requests.some((r) => r.path === '/api/friends/send-request')).toBe(false);
  });

  it('sends a request under the limit and shows the user as requested', async () => {
    const requests = stubApi({
      'GET /api/all-users': everybody,
      'GET /api/get-friend-limit': () => ({ limit: 5 }),
      'POST /api/friends/send-request': () =>
        new Response(JSON.stringify({ status: 'pending' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderApp('/users-list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add friend: Dmytro' }));
    const dmytro = () => screen.getAllByTestId('user-row').find((r) => r.textContent?.includes('Dmytro'));
    await waitFor(() => expect(dmytro()?.textContent).toContain('Requested'));
    await waitFor(() => expect(statuses()).toContain('Request sent successfully'));
    expect(requests.filter((r) => r.path === '/api/friends/send-request').map((r) => r.body)).toEqual([{ to: 4 }]);
  });

  it('names the breed in Ukrainian under /ua', async () => {
    stubApi({
      'GET /api/all-users': (): AllUsersPage => ({
        items: [{ ...everybody().items[0], breed: { name: 'Cockatiel', name_ua: 'Корела' } }],
        page: 1,
        pages: 1,
      }),
    });
    renderApp('/ua/users-list');
    const row = await screen.findByTestId('user-row');
    expect(row.textContent).toContain('· Корела');
    expect(within(row).queryByText(/Cockatiel/)).toBeNull();
  });
});
