import type { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../../../tests/api/support/test-redis';
import { writeBatcher } from './write-batch';

let redis: TestRedis;
let client: Redis;
beforeAll(async () => {
  redis = await startTestRedis();
  client = new Redis(redis.url);
  await client.ping();
});
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});

/** Counts the writes that reach the socket's transport (`_writev` takes a whole corked batch). */
function countTransportWrites(stream: Writable) {
  const counts = { single: 0, batched: 0 };
  const target = stream as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  const single = target._write;
  const batched = target._writev;
  target._write = function (...args) {
    counts.single += 1;
    return single.apply(this, args);
  };
  target._writev = function (...args) {
    counts.batched += 1;
    return batched.apply(this, args);
  };
  return {
    counts,
    restore() {
      target._write = single;
      target._writev = batched;
    },
  };
}

describe('writeBatcher', () => {
  it('sends the commands of one event-loop turn in one socket write, in order, with every reply', async () => {
    const hold = writeBatcher(client);
    const stream = (client as unknown as { stream: Writable }).stream;
    const spy = countTransportWrites(stream);
    try {
      hold();
      const first = client.set('batch:k', '1');
      hold();
      const second = client.incr('batch:k');
      hold();
      const third = client.get('batch:k');
      expect(await Promise.all([first, second, third])).toEqual(['OK', 2, '2']);
      expect(spy.counts).toEqual({ single: 0, batched: 1 });

      // The next turn is held anew, and released again.
      hold();
      const later = [client.incr('batch:k'), client.incr('batch:k')];
      expect(await Promise.all(later)).toEqual([3, 4]);
      expect(spy.counts).toEqual({ single: 0, batched: 2 });
    } finally {
      spy.restore();
    }
  });

  it('holds nothing while the connection is not ready (ioredis queues those commands itself)', async () => {
    const offline = new Redis(redis.url, { lazyConnect: true });
    try {
      const hold = writeBatcher(offline);
      hold();
      // The command connects the lazy client; queued meanwhile, it is written once it is ready.
      expect(await offline.ping()).toBe('PONG');
      hold();
      expect(await offline.ping()).toBe('PONG');
    } finally {
      offline.disconnect();
    }
  });
});
