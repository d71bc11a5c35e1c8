import type { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { RelayPolicy } from '../../adapters/peer/relay-policy';

export interface SignalGateLimits {
  /** Messages a socket may send in a burst; refilled at `ratePerSecond`. Excess is dropped. */
  burst: number;
  ratePerSecond: number;
  /** Messages waiting for their policy check per socket; more are dropped. */
  maxPending: number;
  /** Messages held for one absent peer id (until it connects or `peer` expires them). */
  maxQueuedPerPeer: number;
  maxQueuedBytesPerPeer: number;
  /** After this long without a new queued message, an absent id's count starts afresh (`peer` expires queues after ~6 s). */
  queueResetMs: number;
}

export const DEFAULT_SIGNAL_LIMITS: SignalGateLimits = {
  burst: 200,
  ratePerSecond: 50,
  maxPending: 256,
  maxQueuedPerPeer: 100,
  maxQueuedBytesPerPeer: 1024 * 1024,
  queueResetMs: 10_000,
};

/** Message types a client may send; `peer` answers HEARTBEAT itself and relays the others. */
const RELAYED = new Set(['OFFER', 'ANSWER', 'CANDIDATE', 'LEAVE']);

interface Queued {
  count: number;
  bytes: number;
  last: number;
}

export interface SignalGateStats {
  relayed: number;
  dropped: { rate: number; policy: number; queue: number; malformed: number; backlog: number };
}

/**
 * Sits between a PeerJS socket and the `peer` package: every message the socket sends passes
 * through `receive`, in order, and reaches `peer` (`deliver`) only if
 * - the socket is within its rate (token bucket) and backlog,
 * - it is a HEARTBEAT or a LEAVE without destination (about the sender itself), or a relayed type
 *   whose destination the relay policy allows for this sender (a current match's partner),
 * - and, when the destination is not connected (so `peer` would queue it), that id's queue is
 *   below its cap in messages and bytes.
 * Everything else is dropped silently, as PeerJS drops messages to unknown ids.
 */
export function createSignalGate(deps: {
  directory: PeerDirectory;
  policy: RelayPolicy;
  now: () => number;
  limits?: Partial<SignalGateLimits>;
}) {
  const limits = { ...DEFAULT_SIGNAL_LIMITS, ...deps.limits };
  const queued = new Map<string, Queued>();
  const stats: SignalGateStats = {
    relayed: 0,
    dropped: { rate: 0, policy: 0, queue: 0, malformed: 0, backlog: 0 },
  };
  // A peer that connects receives its queue from `peer`: its count starts afresh.
  const stopOnline = deps.directory.on('online', (peerId) => queued.delete(peerId));

  function roomInQueue(peerId: string, bytes: number): boolean {
    const now = deps.now();
    // Partner ids that never connected leave entries behind; drop the stale ones now and then.
    if (queued.size > 10_000)
      for (const [id, entry] of queued) if (now - entry.last > limits.queueResetMs) queued.delete(id);
    let entry = queued.get(peerId);
    if (!entry || now - entry.last > limits.queueResetMs) entry = { count: 0, bytes: 0, last: now };
    if (entry.count + 1 > limits.maxQueuedPerPeer || entry.bytes + bytes > limits.maxQueuedBytesPerPeer) return false;
    entry.count += 1;
    entry.bytes += bytes;
    entry.last = now;
    queued.set(peerId, entry);
    return true;
  }

  return {
    stats,
    /** One gate per socket: `deliver` hands a message on to `peer`. */
    socket(sender: { peerId: string; userId: number }, deliver: (data: Buffer | string, isBinary: boolean) => void) {
      let tokens = limits.burst;
      let refilledAt = deps.now();
      let pending = 0;
      let chain: Promise<void> = Promise.resolve();

      async function decide(text: string): Promise<boolean> {
        let message: { type?: unknown; dst?: unknown };
        try {
          message = JSON.parse(text);
        } catch {
          stats.dropped.malformed += 1;
          return false;
        }
        if (!message || typeof message !== 'object' || typeof message.type !== 'string') {
          stats.dropped.malformed += 1;
          return false;
        }
        const dst = typeof message.dst === 'string' ? message.dst : '';
        if (message.type === 'HEARTBEAT' || (message.type === 'LEAVE' && !dst)) return true;
        if (!RELAYED.has(message.type) || !dst || !(await deps.policy.maySignal(sender, dst))) {
          stats.dropped.policy += 1;
          return false;
        }
        if (!deps.directory.isOnline(dst) && !roomInQueue(dst, Buffer.byteLength(text))) {
          stats.dropped.queue += 1;
          return false;
        }
        return true;
      }

      return {
        receive(data: Buffer | string, isBinary: boolean): void {
          const now = deps.now();
          tokens = Math.min(limits.burst, tokens + ((now - refilledAt) / 1000) * limits.ratePerSecond);
          refilledAt = now;
          if (tokens < 1) {
            stats.dropped.rate += 1;
            return;
          }
          tokens -= 1;
          if (pending >= limits.maxPending) {
            stats.dropped.backlog += 1;
            return;
          }
          pending += 1;
          const text = typeof data === 'string' ? data : data.toString();
          chain = chain
            .then(() => decide(text))
            .then(
              (pass) => {
                pending -= 1;
                if (!pass) return;
                stats.relayed += 1;
                deliver(data, isBinary);
              },
              () => {
                pending -= 1;
                stats.dropped.policy += 1;
              },
            );
        },
      };
    },
    close() {
      stopOnline();
      queued.clear();
    },
  };
}
