import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CompanionView } from '../../../machines/random-chat/random-chat.selectors';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { ChatTopBar } from './ChatTopBar';

const companion: CompanionView = {
  id: 5,
  name: 'Bohdan',
  petName: 'Rio',
  petGender: 'boy',
  photo: null,
  breedId: null,
  isFriend: false,
};
const addButton = () => screen.queryByRole('button', { name: 'Add Bohdan as a friend' });

describe('ChatTopBar add-friend (spec §2)', () => {
  it('adds the companion of the moment', async () => {
    const onAddFriend = vi.fn();
    await renderWithRouter(<ChatTopBar breed={null} companion={companion} visible onAddFriend={onAddFriend} />);
    await userEvent.setup().click(addButton()!);
    expect(onAddFriend).toHaveBeenCalledOnce();
  });

  it('is hidden for a friend, and says "requested" once the request went', async () => {
    const friend = await renderWithRouter(
      <ChatTopBar breed={null} companion={{ ...companion, isFriend: true }} visible onAddFriend={vi.fn()} />,
    );
    expect(addButton()).toBeNull();
    friend.unmount();

    const requested = await renderWithRouter(
      <ChatTopBar breed={null} companion={companion} visible onAddFriend={vi.fn()} friendRequest="requested" />,
    );
    expect(addButton()).toBeNull();
    expect(screen.getByTestId('friend-requested').textContent).toBe('Requested');
    requested.unmount();

    await renderWithRouter(
      <ChatTopBar breed={null} companion={companion} visible onAddFriend={vi.fn()} friendRequest="friends" />,
    );
    expect(addButton()).toBeNull();
    expect(screen.queryByTestId('friend-requested')).toBeNull();
  });

  it('waits while the request is on its way', async () => {
    await renderWithRouter(
      <ChatTopBar breed={null} companion={companion} visible onAddFriend={vi.fn()} friendRequest="sending" />,
    );
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
