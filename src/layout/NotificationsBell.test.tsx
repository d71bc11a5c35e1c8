import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../machines/notifications/notifications.types';
import { incomingCall, requests } from '../../stories/notifications/sample-data';
import { renderWithRouter } from '../../tests/unit/support/render';
import { NotificationsBell, type NotificationsBellProps } from './NotificationsBell';
import * as panelCss from './NotificationsPanel.css';

function props(overrides: Partial<NotificationsBellProps> = {}): NotificationsBellProps {
  return {
    open: false,
    unread: false,
    items: [],
    loading: false,
    loadFailed: false,
    acting: null,
    alertPermission: 'default',
    muted: false,
    onToggle: vi.fn(),
    onClose: vi.fn(),
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    onReload: vi.fn(),
    onAnswer: vi.fn(),
    onDeclineCall: vi.fn(),
    onEnableAlerts: vi.fn(),
    onToggleMute: vi.fn(),
    ...overrides,
  };
}

const items: NotificationItem[] = [incomingCall, ...requests];

describe('NotificationsBell', () => {
  it('toggles the panel from the bell and marks unread notifications', async () => {
    const user = userEvent.setup();
    const p = props({ unread: true });
    await renderWithRouter(<NotificationsBell {...p} />);
    const bell = screen.getByRole('button', { name: 'Notifications (new)' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    // One dot on the bell (screen readers hear "(new)" in its name).
    expect(bell.querySelectorAll('[data-testid="unread-marker"]')).toHaveLength(1);
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

  it('moves the focus into the panel when it opens and back to the bell on Escape', async () => {
    const user = userEvent.setup();
    const p = props({ open: true, items });
    await renderWithRouter(<NotificationsBell {...p} />);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Answer the call from Taras');
    await user.keyboard('{Escape}');
    expect(p.onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });

  it('lists incoming calls (answer, decline) before friend requests (accept, decline)', async () => {
    const user = userEvent.setup();
    const p = props({ open: true, items });
    await renderWithRouter(<NotificationsBell {...p} />);
    const calls = screen.getByRole('region', { name: 'Incoming calls' });
    const requests = screen.getByRole('region', { name: 'Friend requests' });
    expect(
      within(calls)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual(['TTaras is calling youRio · CockatielAnswerDecline']);
    expect(
      within(requests)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual([
      'MMarta sent you a friend requestKiwi · BudgerigarAcceptDecline',
      'Ivan sent you a friend requestZeusAcceptDecline',
    ]);
    const answer = screen.getByRole('link', { name: 'Answer the call from Taras' });
    expect(answer.getAttribute('href')).toBe('/friend-call?incomingCallFrom=5');
    await user.click(screen.getByRole('button', { name: 'Decline the call from Taras' }));
    expect(p.onDeclineCall).toHaveBeenCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Accept the friend request from Marta' }));
    expect(p.onAccept).toHaveBeenCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Decline the friend request from Ivan' }));
    expect(p.onDecline).toHaveBeenCalledWith(9);
    expect(p.onClose).not.toHaveBeenCalled();
  });

  it('names the breeds in Ukrainian under /ua (spec §2: name_ua)', async () => {
    await renderWithRouter(<NotificationsBell {...props({ open: true, items })} />, { path: '/ua', language: 'ua' });
    const metas = screen.getAllByRole('listitem').map((e) => e.textContent);
    expect(metas.some((text) => text?.includes('Rio · Корела'))).toBe(true);
    expect(metas.some((text) => text?.includes('Kiwi · Хвилястий папуга'))).toBe(true);
    expect(metas.join(' ')).not.toMatch(/Cockatiel|Budgerigar/);
  });

  it('answering closes the panel and keeps the language of the URL', async () => {
    const user = userEvent.setup();
    const p = props({ open: true, items: items.slice(0, 1) });
    await renderWithRouter(<NotificationsBell {...p} />, { path: '/ua', language: 'ua' });
    const answer = screen.getByRole('link', { name: 'Відповісти на дзвінок від Taras' });
    expect(answer.getAttribute('href')).toBe('/ua/friend-call?incomingCallFrom=5');
    await user.click(answer);
    expect(p.onAnswer).toHaveBeenCalledWith(5);
  });

  it('shows the request being acted on as busy and holds the others until it is done', async () => {
    await renderWithRouter(
      <NotificationsBell {...props({ open: true, items, acting: { id: 7, action: 'accept' } })} />,
    );
    const accept7 = screen.getByRole('button', { name: 'Accept the friend request from Marta' });
    expect(accept7.getAttribute('aria-busy')).toBe('true');
    expect((accept7 as HTMLButtonElement).disabled).toBe(true);
    const decline9 = screen.getByRole('button', { name: 'Decline the friend request from Ivan' });
    expect((decline9 as HTMLButtonElement).disabled).toBe(true);
    expect(decline9.getAttribute('aria-busy')).toBeNull();
    // Calls do not wait for requests.
    expect((screen.getByRole('button', { name: 'Decline the call from Taras' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows loading, and a load error with a way to try again', async () => {
    const user = userEvent.setup();
    const p = props({ open: true, loadFailed: true });
    const first = await renderWithRouter(<NotificationsBell {...props({ open: true, loading: true })} />);
    expect(screen.getByRole('status').textContent).toContain('Loading friend requests');
    expect(screen.queryByText('No notifications yet')).toBeNull();
    first.unmount();
    await renderWithRouter(<NotificationsBell {...p} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load friend requests.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onReload).toHaveBeenCalledOnce();
  });

  it('offers to turn on call alerts (asking only on the click) and to mute the call sound', async () => {
    const user = userEvent.setup();
    const p = props({ open: true });
    const first = await renderWithRouter(<NotificationsBell {...p} />);
    expect(p.onEnableAlerts).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on call alerts' }));
    expect(p.onEnableAlerts).toHaveBeenCalledOnce();
    const sound = screen.getByRole('button', { name: 'Call sound is on' });
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    await user.click(sound);
    expect(p.onToggleMute).toHaveBeenCalledOnce();
    first.unmount();
    await renderWithRouter(<NotificationsBell {...p} alertPermission="denied" muted />);
    expect(screen.queryByRole('button', { name: 'Turn on call alerts' })).toBeNull();
    // The hint sits beside the sound toggle, where the alerts' switch was.
    expect(screen.getByRole('button', { name: 'Call sound is off' }).parentElement?.textContent).toContain(
      'Call alerts are blocked in your browser settings.',
    );
    expect(screen.getByRole('button', { name: 'Call sound is off' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('on a phone, closes the sheet on a tap on the dimmed page behind it (issue 25)', async () => {
    const user = userEvent.setup();
    const p = props({ open: true, items });
    await renderWithRouter(<NotificationsBell {...p} />);
    const scrim = screen.getByTestId('bell-scrim');
    // Hidden from assistive technology: Escape and the bell close the sheet for them.
    expect(scrim.getAttribute('aria-hidden')).toBe('true');
    await user.click(scrim);
    expect(p.onClose).toHaveBeenCalledOnce();
  });

  it("gives every item's buttons a row of their own under the text, whatever the item", async () => {
    await renderWithRouter(<NotificationsBell {...props({ open: true, items })} />);
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      const row = entry.lastElementChild as HTMLElement;
      expect(row.className).toBe(panelCss.entryActions);
      const buttons = [...row.querySelectorAll('button, a')];
      expect(buttons.length).toBeGreaterThanOrEqual(2);
      for (const button of buttons) expect(button.classList.contains(panelCss.entryAction)).toBe(true);
    }
  });
});
