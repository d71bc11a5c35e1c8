import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PushPermissionView } from '../../../machines/push-permission/push-permission.selectors';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { PushSettingsSection } from './PushSettingsSection';

const view = (fields: Partial<PushPermissionView> = {}): PushPermissionView => ({
  status: 'off',
  enabled: false,
  busy: false,
  kinds: { calls: true, friend_requests: false, missed_calls: true },
  ...fields,
});

function renderSection(v: PushPermissionView, language: 'en' | 'ua' = 'en') {
  const handlers = { onEnable: vi.fn(), onDisable: vi.fn(), onSetKind: vi.fn(), onRetry: vi.fn() };
  return {
    handlers,
    rendered: renderWithRouter(
      <PushSettingsSection view={v} {...handlers} />,
      language === 'ua' ? { path: '/ua', language } : {},
    ),
  };
}

describe('PushSettingsSection', () => {
  it('turning the switch on asks the machine to enable; no kinds while off', async () => {
    const { handlers, rendered } = renderSection(view());
    await rendered;
    const toggle = screen.getByRole('switch', { name: 'Notifications on this device' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Incoming calls' })).toBeNull();
    fireEvent.click(toggle);
    expect(handlers.onEnable).toHaveBeenCalledTimes(1);
    expect(handlers.onDisable).not.toHaveBeenCalled();
  });

  it('when on, shows each kind as stored and sends what the user switches; the switch turns it off', async () => {
    const { handlers, rendered } = renderSection(view({ status: 'on', enabled: true }));
    await rendered;
    expect((screen.getByRole('checkbox', { name: 'Incoming calls' }) as HTMLInputElement).checked).toBe(true);
    const requests = screen.getByRole('checkbox', { name: 'Friend requests' }) as HTMLInputElement;
    expect(requests.checked).toBe(false);
    fireEvent.click(requests);
    expect(handlers.onSetKind).toHaveBeenCalledWith('friend_requests', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Missed calls' }));
    expect(handlers.onSetKind).toHaveBeenLastCalledWith('missed_calls', false);
    fireEvent.click(screen.getByRole('switch', { name: 'Notifications on this device' }));
    expect(handlers.onDisable).toHaveBeenCalledTimes(1);
  });

  it('while busy, nothing can be switched', async () => {
    await renderSection(view({ status: 'on', enabled: true, busy: true })).rendered;
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Incoming calls' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('explains an unsupported browser (Home Screen on iOS) and a blocked permission, without a switch', async () => {
    const { rendered } = renderSection(view({ status: 'unsupported' }));
    await rendered;
    expect(screen.getByText(/add PetChat to the Home Screen/).textContent).toContain('Home Screen');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('a blocked permission points to the browser settings', async () => {
    await renderSection(view({ status: 'denied' })).rendered;
    expect(screen.getByRole('status').textContent).toMatch(/blocked for PetChat in this browser/);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('a failure offers to try again', async () => {
    const { handlers, rendered } = renderSection(view({ status: 'error' }));
    await rendered;
    expect(screen.getByRole('alert').textContent).toBe('Notifications could not be set up on this device.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(handlers.onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Ukrainian', async () => {
    await renderSection(view({ status: 'on', enabled: true }), 'ua').rendered;
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toContain('Сповіщення на цьому пристрої');
  });
});
