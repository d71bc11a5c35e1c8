import type { Redis } from 'ioredis';
import type { SearchCooldownGate } from '../../ports/search-cooldown';

/**
 * Reads and records a user's last search start in one step. Times come from the server's clock
 * (as in the in-process gate, so tests can move it); the key's own expiry only clears it away.
 * ARGV: now ms, cooldown ms. Returns the milliseconds still to wait, 0 when the start was recorded.
 */
const TRY_START = `
local now, cooldown = tonumber(ARGV[1]), tonumber(ARGV[2])
local last = tonumber(redis.call('GET', KEYS[1]))
if last and now - last < cooldown and now >= last then return cooldown - (now - last) end
redis.call('SET', KEYS[1], ARGV[1], 'PX', cooldown + 60000)
return 0
`;

/** The search cooldown shared by every instance (one gate per user, whichever instance serves them). */
export class RedisSearchCooldown implements SearchCooldownGate {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
    private readonly cooldownMs: number,
  ) {
    client.defineCommand('petchatCooldown', { numberOfKeys: 1, lua: TRY_START });
  }

  async tryStart(userId: number, nowMs: number): Promise<number> {
    if (this.cooldownMs <= 0) return 0;
    const run = (this.client as unknown as Record<string, (...a: Array<string | number>) => Promise<number>>)
      .petchatCooldown;
    return run.call(this.client, `${this.prefix}cooldown:${userId}`, nowMs, this.cooldownMs);
  }
}
