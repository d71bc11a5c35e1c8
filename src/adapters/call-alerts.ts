import { t } from '@lingui/core/macro';
import type {
  AlertPermission,
  AlertSettings,
  CallAlertsPort,
  IncomingCall,
} from '../../machines/notifications/notifications.types';
import { i18n } from '../i18n/i18n';

/**
 * The browser side of incoming-call alerts (the notifications machine's `callAlerts` actor):
 *
 * - Permission for browser notifications is asked only by `requestPermission`, which the machine
 *   calls when the user presses "Turn on call alerts" in the panel — never at load.
 * - `show` displays a notification only while the tab is hidden (`document.hidden`) and the
 *   permission is granted; a click focuses the tab and answers (the machine opens the call page).
 * - "Muted" is the user's own switch in the panel ("Mute call sound"), kept in local storage
 *   under `petchat.callSoundMuted`: browsers do not tell a page whether its tab is muted.
 */
export const MUTED_KEY = 'petchat.callSoundMuted';

/** The caller's breed in the page's language (spec §2: `name_ua` in Ukrainian). */
const breedOf = (call: IncomingCall) => (i18n.locale === 'ua' && call.petBreedNameUa) || call.petBreedName;

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

function readPermission(): AlertPermission {
  const api = notificationApi();
  return api ? (api.permission as AlertPermission) : 'unsupported';
}

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export const browserCallAlerts: CallAlertsPort = {
  read(): AlertSettings {
    return { permission: readPermission(), muted: readMuted() };
  },

  async requestPermission(): Promise<AlertPermission> {
    const api = notificationApi();
    if (!api) return 'unsupported';
    try {
      return (await api.requestPermission()) as AlertPermission;
    } catch {
      return readPermission();
    }
  },

  saveMuted(muted: boolean): void {
    try {
      if (muted) localStorage.setItem(MUTED_KEY, 'true');
      else localStorage.removeItem(MUTED_KEY);
    } catch {
      // Without storage the setting lasts until the page is closed.
    }
  },

  show(call: IncomingCall, onClick: () => void): (() => void) | null {
    const api = notificationApi();
    if (api?.permission !== 'granted' || !document.hidden) return null;
    const { fromName } = call;
    try {
      const notification = new api(t`${fromName} is calling you`, {
        body: call.petBreedName ? `${call.petName} · ${breedOf(call)}` : call.petName,
        icon: call.image ?? undefined,
        tag: `petchat-call-${call.from}`,
        requireInteraction: true,
      });
      notification.onclick = () => {
        window.focus();
        onClick();
        notification.close();
      };
      return () => notification.close();
    } catch {
      // Some browsers (Android Chrome) allow notifications only from a service worker.
      return null;
    }
  },
};
