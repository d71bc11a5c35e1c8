import type { SubscribeNetwork } from '../../machines/network/network.types';

/** The browser's `online` / `offline` events (DevTools' and Playwright's offline mode fire them too). */
export const subscribeNetwork: SubscribeNetwork = (onChange) => {
  const online = () => onChange(true);
  const offline = () => onChange(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
};
