import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { PeerRelay } from '../../ports/peer-relay';
import type { RedisBus } from '../redis/bus';

/** Deletes the location only if it still names this instance (the id may have moved on). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export interface RedisPeerRelayOptions {
  client: Redis;
  bus: RedisBus;
  prefix: string;
  instanceId: string;
  log: FastifyBaseLogger;
  /** A location is forgotten after this long (issued ids live `PEER_CREDENTIAL_TTL_HOURS`). */
  locationTtlMs: number;
}

/**
 * PeerJS relay over Redis: `peer:at:<id>` names the instance holding a peer id's socket, and
 * each instance listens on `peer:to:<instance>` for messages to its own ids. A location left by
 * an instance that died points to a channel nobody reads: such messages are lost, as PeerJS
 * drops messages to a peer that vanished (the client then gives up on the call).
 */
export class RedisPeerRelay implements PeerRelay {
  private readonly handlers = new Set<(dst: string, message: string) => void>();
  private readonly unsubscribe: Promise<() => Promise<void>>;

  constructor(private readonly options: RedisPeerRelayOptions) {
    options.client.defineCommand('petchatPeerRelease', { numberOfKeys: 1, lua: RELEASE });
    this.unsubscribe = options.bus.subscribe(this.key(`peer:to:${options.instanceId}`), (raw) => {
      const { dst, m } = JSON.parse(raw) as { dst: string; m: string };
      for (const handler of this.handlers) handler(dst, m);
    });
  }

  connected(peerId: string): void {
    const { client, instanceId, locationTtlMs, log } = this.options;
    client
      .set(this.key(`peer:at:${peerId}`), instanceId, 'PX', locationTtlMs)
      .catch((err) => log.error({ err }, 'peer location not recorded'));
  }

  disconnected(peerId: string): void {
    const release = (this.options.client as unknown as Record<string, (...a: string[]) => Promise<number>>)
      .petchatPeerRelease;
    release
      .call(this.options.client, this.key(`peer:at:${peerId}`), this.options.instanceId)
      .catch((err) => this.options.log.error({ err }, 'peer location not released'));
  }

  async forward(dst: string, message: string): Promise<boolean> {
    const at = await this.options.client.get(this.key(`peer:at:${dst}`));
    if (at === null || at === this.options.instanceId) return false;
    await this.options.bus.publish(this.key(`peer:to:${at}`), JSON.stringify({ dst, m: message }));
    return true;
  }

  async heldElsewhere(peerId: string): Promise<boolean> {
    const at = await this.options.client.get(this.key(`peer:at:${peerId}`));
    return at !== null && at !== this.options.instanceId;
  }

  onMessage(handler: (dst: string, message: string) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await (await this.unsubscribe)().catch(() => {});
  }

  private key(name: string): string {
    return `${this.options.prefix}${name}`;
  }
}
