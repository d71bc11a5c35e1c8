/**
 * Network: whether the browser is online. While offline the app shows the network-error screen
 * ('ERR_INTERNET_DISCONNECTED', spec §2 and §8) instead of the page, and returns to the page
 * as soon as the browser is online again.
 */
export interface NetworkInput {
  /** `navigator.onLine` at start. */
  online: boolean;
}

export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' };

/** Subscribes to the browser's online/offline events; returns the unsubscribe function. */
export type SubscribeNetwork = (onChange: (online: boolean) => void) => () => void;

export interface NetworkDeps {
  subscribe: SubscribeNetwork;
}
