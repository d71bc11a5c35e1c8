import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf, usersView } from '../../../stories/friends/sample-data';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { UsersListPage, type UsersListPageProps } from './UsersListPage';

async function renderPage(props: Partial<UsersListPageProps> = {}, language: 'en' | 'ua' = 'en') {
  const view = props.view ?? usersView();
  const handlers = {
    onSearch: vi.fn(),
    onPage: vi.fn(),
    onRetry: vi.fn(),
    onAdd: vi.fn(),
    onAccept: vi.fn(),
  };
  await renderWithRouter(
    <UsersListPage view={view} rows={rowsOf(view)} sending={false} limitReached={false} {...handlers} {...props} />,
    { path: language === 'ua' ? '/ua/users-list' : '/users-list', language },
  );
  return handlers;
}

const row = (id: number) => screen.getAllByTestId('user-row').find((r) => r.dataset.userId === String(id))!;

describe('UsersListPage', () => {
  it('offers "add" to strangers, "accept" for a received request, and neither to friends or sent requests', async () => {
    const handlers = await renderPage();
    // Sample relations: 11 none, 12 friend, 13 sent, 14 received, 15 none.
    expect(
      within(row(11))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/^Add friend: /)]);
    expect(within(row(12)).queryByRole('button')).toBeNull();
    expect(row(12).textContent).toContain('Friends');
    expect(within(row(13)).queryByRole('button')).toBeNull();
    expect(row(13).textContent).toContain('Requested');
    const user = userEvent.setup();
    await user.click(within(row(11)).getByRole('button'));
    expect(handlers.onAdd).toHaveBeenCalledWith(11);
    await user.click(within(row(14)).getByRole('button', { name: /^Accept the friend request of/ }));
    expect(handlers.onAccept).toHaveBeenCalledWith(14);
    expect(handlers.onAdd).toHaveBeenCalledTimes(1);
  });

  it('sends what is typed and the page asked for', async () => {
    const handlers = await renderPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'Ole' } });
    expect(handlers.onSearch).toHaveBeenCalledWith('Ole');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(handlers.onPage).toHaveBeenCalledWith(2);
  });

  it('shows the limit warning (spec §6) in Ukrainian too', async () => {
    await renderPage({ limitReached: true }, 'ua');
    expect(screen.getByTestId('friend-limit').textContent).toContain('Ви використали ліміт друзів');
  });

  it('says when a search finds nobody', async () => {
    await renderPage({ view: usersView({ query: 'Zenon', q: 'Zenon', items: [], pages: 1 }) });
    expect(document.body.textContent).toContain('Nobody is called “Zenon”.');
    expect(screen.queryAllByTestId('user-row')).toEqual([]);
  });
});
