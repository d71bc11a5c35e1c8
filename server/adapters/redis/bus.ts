import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type BusHandler = (message: string) => void;

/**
 * Redis pub/sub shared by the adapters of one instance: one subscriber connection, any number
 * of channels, several handlers per channel. Handlers run in arrival order; one that throws is
 * logged and the others still run. ioredis re-subscribes by itself after a reconnect; messages
 * published while the connection was down are lost (pub/sub keeps nothing), which is why the
 * adapters keep the state that matters in keys and use messages only as wake-up calls.
 */
export class RedisBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private pending: Promise<unknown>[] = [];

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of [...(this.handlers.get(channel) ?? [])]) {
        try {
          handler(message);
        } catch (err) {
          this.log.error({ err, channel }, 'redis message handler failed');
        }
      }
    });
  }

  /** Resolves once Redis confirmed the subscription (messages published after it arrive). */
  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    const subscribed = this.subscriber.subscribe(channel);
    this.pending.push(subscribed);
    await subscribed;
    return async () => {
      const own = this.handlers.get(channel);
      own?.delete(handler);
      if (own && own.size === 0) {
        this.handlers.delete(channel);
        if (this.subscriber.status === 'ready') await this.subscriber.unsubscribe(channel).catch(() => {});
      }
    };
  }

  /** Resolves once every subscription asked for so far is in place (the server waits before listening). */
  async settled(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
