import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../machines/notifications/notifications.types';
import { renderWithRouter } from '../../tests/unit/support/render';
import { NotificationsBell, type NotificationsBellProps } from './NotificationsBell';

function props(overrides: Partial<NotificationsBellProps> = {}): NotificationsBellProps {
  return { open: false, unread: false, items: [], onToggle: vi.fn(), onClose: vi.fn(), ...overrides };
}

const items: NotificationItem[] = [
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
    request: { id: 7, name: 'Marta', image: null, pet_name: 'Kiwi', pet_gender: 'girl', breed: { name: 'Budgie' } },
  },
];

describe('NotificationsBell', () => {
  it('toggles the panel from the bell and marks unread notifications', async () => {
    const user = userEvent.setup();
    const p = props({ unread: true });
    await renderWithRouter(<NotificationsBell {...p} />);
    const bell = screen.getByRole('button', { name: 'Notifications (new)' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('unread-marker')).toBeTruthy();
    await user.click(bell);
    expect(p.onToggle).toHaveBeenCalledOnce();
  });

  it('shows an empty state in the open panel, and closes on a click outside or Escape', async () => {
    const user = userEvent.setup();
    const p = props({ open: true });
    await renderWithRouter(
      <>
        <NotificationsBell {...p} />
        <p>Elsewhere</p>
      </>,
      { path: '/ua', language: 'ua' },
    );
    expect(screen.getByRole('region', { name: 'Сповіщення' }).textContent).toContain('Сповіщень поки немає');
    expect(screen.queryByTestId('unread-marker')).toBeNull();
    await user.click(screen.getByText('Сповіщень поки немає'));
    expect(p.onClose).not.toHaveBeenCalled();
    await user.click(screen.getByText('Elsewhere'));
    expect(p.onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(p.onClose).toHaveBeenCalledTimes(2);
  });

  it('lists incoming calls with an answer link and friend requests', async () => {
    await renderWithRouter(<NotificationsBell {...props({ open: true, items })} />);
    const entries = screen.getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual([
      'Taras is calling youRio · CockatielAnswer',
      'Marta sent you a friend requestKiwi · Budgie',
    ]);
    expect(screen.getByRole('link', { name: 'Answer' }).getAttribute('href')).toBe('/friend-call?incomingCallFrom=5');
  });
});
