import type { SubscribeNetwork } from '../../machines/network/network.types';

/** Chromium's Network Information API (not in Firefox or Safari, nor in TypeScript's DOM types). */
interface NetworkInformationLike extends EventTarget {
  type?: string;
}

/**
 * The browser's `online` / `offline` events (DevTools' and Playwright's offline mode fire them
 * too) and, where the browser has `navigator.connection`, its `change` event: a new network
 * (Wi-Fi to cellular) while online.
 */
export const subscribeNetwork: SubscribeNetwork = (onSignal) => {
  const online = () => onSignal('online');
  const offline = () => onSignal('offline');
  const changed = () => {
    if (navigator.onLine) onSignal('changed');
  };
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  connection?.addEventListener?.('change', changed);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    connection?.removeEventListener?.('change', changed);
  };
};
