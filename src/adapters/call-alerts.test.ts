import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleCall as call } from '../../stories/notifications/sample-data';
import { activate } from '../i18n/i18n';
import { browserCallAlerts, MUTED_KEY } from './call-alerts';

/** A stand-in for the browser's Notification API. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

let hidden = false;
beforeEach(async () => {
  await activate('en');
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browserCallAlerts', () => {
  it('reads the permission and the mute switch, and keeps the switch in local storage', () => {
    expect(browserCallAlerts.read()).toEqual({ permission: 'default', muted: false });
    browserCallAlerts.saveMuted(true);
    expect(localStorage.getItem(MUTED_KEY)).toBe('true');
    FakeNotification.permission = 'denied';
    expect(browserCallAlerts.read()).toEqual({ permission: 'denied', muted: true });
    browserCallAlerts.saveMuted(false);
    expect(browserCallAlerts.read().muted).toBe(false);
  });

  it('asks for permission only when told to', async () => {
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(await browserCallAlerts.requestPermission()).toBe('granted');
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
  });

  it('shows a notification only while the tab is hidden and the permission is granted', () => {
    const onClick = vi.fn();
    hidden = true;
    expect(browserCallAlerts.show(call, onClick)).toBeNull();
    FakeNotification.permission = 'granted';
    hidden = false;
    expect(browserCallAlerts.show(call, onClick)).toBeNull();
    expect(FakeNotification.shown).toEqual([]);
    hidden = true;
    const close = browserCallAlerts.show(call, onClick);
    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('Taras is calling you');
    expect(shown?.options.body).toBe('Rio · Cockatiel');
    vi.spyOn(window, 'focus').mockImplementation(() => {});
    shown?.onclick?.();
    expect(onClick).toHaveBeenCalledOnce();
    expect(shown?.closed).toBe(true);
    close?.();
  });

  it('says unsupported without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(browserCallAlerts.read().permission).toBe('unsupported');
    expect(await browserCallAlerts.requestPermission()).toBe('unsupported');
    hidden = true;
    expect(browserCallAlerts.show(call, () => {})).toBeNull();
  });
});
