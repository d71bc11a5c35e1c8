import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FriendsListView } from '../../../machines/friends-list/friends-list.selectors';
import { friendsView, group, sampleFriend } from '../../../stories/friends/sample-data';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { FriendsPage } from './FriendsPage';

async function renderPage(
  view: FriendsListView,
  language: 'en' | 'ua' = 'en',
  bell: { requestsWaiting?: number; onOpenRequests?: () => void } = {},
) {
  const handlers = {
    onRetry: vi.fn(),
    onPage: vi.fn(),
    onInvite: vi.fn(),
    onRemove: vi.fn(),
    onConfirmRemoval: vi.fn(),
    onCancelRemoval: vi.fn(),
  };
  const rendered = await renderWithRouter(<FriendsPage view={view} {...handlers} {...bell} />, {
    path: language === 'ua' ? '/ua/friends' : '/friends',
    language,
  });
  return { handlers, rendered };
}

describe('FriendsPage', () => {
  it('shows the online and offline groups, the on-call badge and invite only for online friends not on a call', async () => {
    const { handlers } = await renderPage(friendsView());
    const online = screen.getByTestId('friends-online');
    const offline = screen.getByTestId('friends-offline');
    expect(within(online).getAllByTestId('friend-card')).toHaveLength(3);
    expect(within(offline).getAllByTestId('friend-card')).toHaveLength(3);
    expect(within(online).getAllByTestId('on-call')).toHaveLength(1);
    // Friends 1 and 3 are online and free; 2 is on a call; the offline ones cannot be invited.
    expect(screen.getAllByRole('button', { name: /^Invite .* to a chat$/ })).toHaveLength(2);
    expect(within(offline).queryByRole('button', { name: /^Invite/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Invite ${sampleFriend(1).name} to a chat` }));
    expect(handlers.onInvite).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: `Remove ${sampleFriend(4).name} from friends` }));
    expect(handlers.onRemove).toHaveBeenCalledWith(4);
    // The online group has two pages.
    await user.click(within(online).getByRole('button', { name: 'Next' }));
    expect(handlers.onPage).toHaveBeenCalledWith('online', 2);
    expect(within(offline).queryByRole('navigation')).toBeNull();
  });

  it('asks before unfollowing and sends the answer', async () => {
    const { handlers } = await renderPage(friendsView({ removing: { name: 'Olena Petrenko' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow Olena Petrenko?' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    expect(handlers.onConfirmRemoval).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(handlers.onCancelRemoval).toHaveBeenCalled());
  });

  it('shows loading, empty and error states (spec §8: the message in the list)', async () => {
    const empty = { online: group([]), offline: group([]) };
    const loading = await renderPage(friendsView({ status: 'loading', ...empty }));
    expect(screen.getByRole('status').textContent).toContain('Loading friends');
    loading.rendered.unmount();

    const none = await renderPage(friendsView(empty));
    expect(none.rendered.container.textContent).toContain('You have no friends yet.');
    none.rendered.unmount();

    const failed = await renderPage(friendsView({ status: 'failed', error: 'Service unavailable', ...empty }), 'ua');
    expect(screen.getByRole('alert').textContent).toContain('Service unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(failed.handlers.onRetry).toHaveBeenCalledOnce();
  });

  it('says a request is waiting instead of "no friends yet", with a way to the bell (issue 25)', async () => {
    const empty = friendsView({ online: group([]), offline: group([]) });
    const onOpenRequests = vi.fn();
    const one = await renderPage(empty, 'en', { requestsWaiting: 1, onOpenRequests });
    expect(screen.getByTestId('friends-requests-waiting').textContent).toContain(
      'No friends yet, but 1 friend request is waiting for you.',
    );
    expect(one.rendered.container.textContent).not.toContain('You have no friends yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open notifications' }));
    expect(onOpenRequests).toHaveBeenCalledOnce();
    one.rendered.unmount();

    await renderPage(empty, 'ua', { requestsWaiting: 3, onOpenRequests });
    expect(screen.getByTestId('friends-requests-waiting').textContent).toContain(
      'Друзів ще немає, але на вас чекають 3 запити в друзі.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Відкрити сповіщення' }));
    expect(onOpenRequests).toHaveBeenCalledTimes(2);
  });

  it('lists friends as before when a request waits beside them', async () => {
    await renderPage(friendsView(), 'en', { requestsWaiting: 2, onOpenRequests: vi.fn() });
    expect(screen.queryByTestId('friends-requests-waiting')).toBeNull();
    expect(screen.getAllByTestId('friend-card').length).toBeGreaterThan(0);
  });
});
