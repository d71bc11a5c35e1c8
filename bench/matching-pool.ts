/**
 * The pool's own server-thread cost per search, in-process against Redis, without HTTP: what a
 * search adds to the route on each pool (issue 30), measured where a loaded machine disturbs it
 * least. bench/matching.ts measures the whole route, but its open loop needs the searchers'
 * worker, the server and redis-server on two cores at once; on a machine shared with other work
 * it saturates, turns grow, and the per-turn costs that weigh most at 4,000/s (a socket write and
 * a read per round trip) vanish into big batches. Here this thread issues searches in turns of
 * a fixed size, one turn per 1 ms timer tick, as a server's event loop meets them at a given
 * rate: 4 a turn is about 4,000 searches/s, 1 the lightest load, 16 a busy one.
 *
 * CPU time of this process per search (one thread does the work; redis-server's CPU is printed
 * apart), for each pool and turn size. The Redis figure minus the in-process one is what a Redis
 * search adds to the route's server time. Prints, never asserts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { MemoryMatchPool } from '../server/adapters/match-pool/memory';
import { RedisMatchPool } from '../server/adapters/match-pool/redis';
import { connectRedis } from '../server/adapters/redis/connection';
import type { AppContext } from '../server/context';
import { systemClock } from '../server/ports/clock';
import type { MatchPool, Searcher } from '../server/ports/match-pool';
import { startTestRedis } from '../tests/api/support/test-redis';
import { loadAverage, processCpuSeconds } from './matching/cpu-clock';
import { record } from './results';

const USERS = 1000;
const TURN_SIZES = [1, 4, 16];
/** Turns per measurement: about 3 s at one turn a millisecond. */
const TURNS = 3000;
const silentLog = { error: () => {}, info: () => {}, warn: () => {}, debug: () => {} } as unknown as AppContext['log'];

/** A searcher as the route builds it (a profile of the size the API sends). */
function searcher(userId: number): Searcher {
  return {
    userId,
    peerId: `peer-${userId}-0123456789abcdef`,
    breedId: null,
    breedFilter: null,
    excluded: [],
    widenGroup: null,
    breedGroup: null,
    profile: {
      id: userId,
      name: `Bench ${userId}`,
      pet_name: `Pet ${userId}`,
      pet_gender: userId % 2 ? 'boy' : 'girl',
      friends: [],
      image: null,
      pet_breed_id: null,
    },
  };
}

/** CPU µs per search with turns of `turnSize` searches, each turn on its own timer tick. */
async function costPerSearch(pool: MatchPool, turnSize: number): Promise<number> {
  const searchers = Array.from({ length: USERS }, (_, i) => searcher(i + 1));
  const idle = [...searchers];
  const inflight = new Set<Promise<unknown>>();
  let searches = 0;
  const cpu = process.cpuUsage();
  for (let turn = 0; turn < TURNS; turn++) {
    for (let i = 0; i < turnSize; i++) {
      const s = idle.pop();
      if (!s) break;
      searches += 1;
      const done = pool.search(s, { timeoutMs: 25_000 }).then(() => {
        idle.push(s);
        inflight.delete(done);
      });
      inflight.add(done);
    }
    await sleep(1);
  }
  const used = process.cpuUsage(cpu);
  // Whoever still waits for a partner leaves (outside the measurement).
  for (const s of searchers) await pool.leave(s.userId);
  await Promise.all(inflight);
  return (used.user + used.system) / Math.max(1, searches);
}

export async function benchMatchingPool(): Promise<void> {
  const redis = await startTestRedis();
  const shared = connectRedis({ url: redis.url, prefix: 'bench-pool:', log: silentLog });
  const lines: string[] = [];
  try {
    for (const turnSize of TURN_SIZES) {
      const memory = new MemoryMatchPool({ clock: systemClock });
      // JIT first: one unmeasured round on each pool.
      await costPerSearch(memory, turnSize);
      const memoryUs = await costPerSearch(memory, turnSize);
      await memory.close();
      const onRedis = new RedisMatchPool({
        client: shared.client,
        bus: shared.bus,
        prefix: `bench-pool-${turnSize}:`,
        instanceId: 'bench',
        clock: systemClock,
      });
      await costPerSearch(onRedis, turnSize);
      const redisCpu = processCpuSeconds(redis.process.pid);
      const redisUs = await costPerSearch(onRedis, turnSize);
      const redisCpuEnd = processCpuSeconds(redis.process.pid);
      await onRedis.close();
      const bench = 'matching pool alone';
      record({ bench, name: `${turnSize} a turn: in-process CPU per search`, value: memoryUs, unit: 'µs' });
      record({ bench, name: `${turnSize} a turn: Redis pool CPU per search`, value: redisUs, unit: 'µs' });
      record({ bench, name: `${turnSize} a turn: Redis adds per search`, value: redisUs - memoryUs, unit: 'µs' });
      const server =
        redisCpu !== null && redisCpuEnd !== null
          ? `; redis-server ${(((redisCpuEnd - redisCpu) * 1e6) / (TURNS * turnSize)).toFixed(0)} µs per search`
          : '';
      lines.push(
        `  ${String(turnSize).padStart(2)} searches a turn: in-process ${memoryUs.toFixed(1)} µs, Redis ${redisUs.toFixed(1)} µs CPU per search (+${(redisUs - memoryUs).toFixed(1)} µs)${server}`,
      );
    }
  } finally {
    await shared.close();
    await redis.stop();
  }
  console.log('\nMatch pool alone (no HTTP), CPU of this thread per search, one turn per 1 ms tick');
  for (const line of lines) console.log(line);
  console.log(`  machine: ${loadAverage()}`);
}
