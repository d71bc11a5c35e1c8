/**
 * Network: whether the browser is online. It also emits every signal (`network.online`,
 * `network.offline`, `network.changed`) to the actors that listen (the call link recovers a
 * call on them). While offline the app shows the network-error screen
 * ('ERR_INTERNET_DISCONNECTED', spec §2 and §8) instead of the page, and returns to the page
 * as soon as the browser is online again.
 */
export interface NetworkInput {
  /** `navigator.onLine` at start. */
  online: boolean;
}

export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' } | { type: 'network.changed' };

/**
 * What the browser says about its network: online, offline, or a change of network while online
 * (`navigator.connection`'s `change`, e.g. Wi-Fi to cellular, where the browser has it).
 */
export type NetworkSignal = 'online' | 'offline' | 'changed';

/** Subscribes to the browser's network signals; returns the unsubscribe function. */
export type SubscribeNetwork = (onSignal: (signal: NetworkSignal) => void) => () => void;

export interface NetworkDeps {
  subscribe: SubscribeNetwork;
}
