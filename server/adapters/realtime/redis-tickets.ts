import type { Redis } from 'ioredis';
import type { SessionTarget } from '../../auth/session-cache';
import { hashToken, randomToken } from '../../auth/tokens';
import type { TicketHolder, Tickets } from './tickets';

/**
 * Takes a ticket once and tells whether its session or user ended since.
 * KEYS: the ticket, the family's and the user's revocation markers (the latter two filled in
 * after reading the ticket, so passed as prefixes in ARGV). Returns the ticket JSON or false.
 */
const CONSUME = `
local raw = redis.call('GET', KEYS[1])
if not raw then return false end
redis.call('DEL', KEYS[1])
local t = cjson.decode(raw)
if redis.call('EXISTS', ARGV[1] .. 'f:' .. t.familyId) == 1 then return false end
if redis.call('EXISTS', ARGV[1] .. 'u:' .. t.userId) == 1 then return false end
return raw
`;

/**
 * Hub tickets shared by every instance, so `POST /api/broadcasting/auth` and the `/realtime`
 * socket may reach different instances. Only hashes are stored; a ticket expires by the hub's
 * clock (as in this process), and Redis forgets it a minute later. A session that ended leaves
 * a marker for one ticket lifetime: tickets issued to it before stop working on every instance.
 */
export class RedisTickets implements Tickets {
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {
    client.defineCommand('petchatTicketConsume', { numberOfKeys: 1, lua: CONSUME });
  }

  async issue(holder: TicketHolder): Promise<string> {
    const ticket = randomToken(24);
    const value = JSON.stringify({
      userId: holder.userId,
      familyId: holder.familyId,
      expiresAt: this.now() + this.ttlMs,
    });
    await this.client.set(this.key(hashToken(ticket)), value, 'PX', this.ttlMs + 60_000);
    return ticket;
  }

  async consume(ticket: string): Promise<TicketHolder | null> {
    const run = (this.client as unknown as Record<string, (...a: string[]) => Promise<string | null>>)
      .petchatTicketConsume;
    const raw = await run.call(this.client, this.key(hashToken(ticket)), `${this.prefix}hub-revoked:`);
    if (!raw) return null;
    const entry = JSON.parse(raw) as TicketHolder & { expiresAt: number };
    return entry.expiresAt > this.now() ? { userId: entry.userId, familyId: entry.familyId } : null;
  }

  revoke(target: SessionTarget): void {
    const marker =
      target.familyId !== undefined ? `hub-revoked:f:${target.familyId}` : `hub-revoked:u:${target.userId}`;
    // Families and user ids are never reused, so the marker can only refuse tickets of the past.
    void this.client.set(`${this.prefix}${marker}`, '1', 'PX', this.ttlMs + 60_000).catch(() => {});
  }

  private key(hash: string): string {
    return `${this.prefix}hub-ticket:${hash}`;
  }
}
