import type { PeerNotice } from '../peer/peer.types';

/**
 * Call link: keeps one running call's media path alive (issue 24 "Recovery, in the machines").
 * Invoked by the random chat's match (machines/chat-match) and by the friend call while their
 * call shows remote video; each parent has a `reconnecting` state driven by what this reports.
 *
 *   up            the link works
 *   reconnecting  tag `reconnecting`; entered on ICE `disconnected`/`failed`, the connection
 *                 `failed` or media that stopped arriving (`call.linkDown`), the browser's
 *                 `offline` and `online` events and a network change (`network.changed`); on
 *                 entry, and when the network comes back or changes, it asks the `peer` actor for
 *                 a new signalling socket (`peer.refresh`): after a change of network the old
 *                 socket may look open while nothing reaches it
 *     restarting    asks the `peer` actor for an ICE restart (not while offline), then waits
 *                   1 s, 2 s, then 3 s between attempts until the link is up or it gives up;
 *                   the network coming back or the signalling socket reopening (`peer.ready`)
 *                   restarts at once
 *   lost          final: not up again within 20 s of the fault
 *
 * Both ends restart on their own clocks; the adapter resolves crossing offers (the caller's
 * wins, src/adapters/ice-restart.ts). The parent hears `link.reconnecting` (on entry, every
 * second with the elapsed seconds, and when the browser goes offline or online), `link.restored`
 * and `link.lost`.
 */

/** Reconnecting longer than this ends the call: "Connection lost". */
export const RECONNECT_GIVE_UP_MS = 20_000;
/** Waits between ICE restarts while reconnecting; the last one repeats (bounded by the give-up). */
export const ICE_RESTART_DELAYS_MS = [1000, 2000, 3000] as const;
/** The reconnecting notice counts seconds. */
export const RECONNECT_TICK_MS = 1000;

export interface CallLinkInput {
  /** The call's id in the `peer` actor (what `peer.restartIce` names). */
  callId: string;
}

export interface CallLinkContext {
  callId: string;
  /** ICE restarts asked for since the fault began (picks the next wait). */
  attempts: number;
  /** Whole seconds since the fault began. */
  seconds: number;
  /** The browser said it is offline (and has not said online since). */
  offline: boolean;
}

/** The browser's network, as the root's `network` actor emits it. */
export type NetworkSignal = { type: 'network.online' } | { type: 'network.offline' } | { type: 'network.changed' };

export type CallLinkEvent =
  | Extract<PeerNotice, { type: 'call.linkDown' | 'call.linkUp' | 'peer.ready' | 'peer.lost' }>
  | NetworkSignal;

/** What the parent hears. */
export type CallLinkNotice =
  | { type: 'link.reconnecting'; seconds: number; offline: boolean }
  | { type: 'link.restored' }
  | { type: 'link.lost' };

/** How the parent shows a recovery in progress (null while the link is up). */
export interface Reconnecting {
  seconds: number;
  offline: boolean;
}
