import { hashToken, randomToken } from '../../auth/tokens';

/**
 * Short-lived, single-use tickets that let a WebSocket prove who it is without sending the
 * access token over the socket. Only hashes are kept; expired tickets are swept as new ones come.
 */
export class TicketStore {
  private readonly tickets = new Map<string, { userId: number; expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  issue(userId: number): string {
    const now = this.now();
    if (this.tickets.size > 1000) {
      for (const [hash, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(hash);
    }
    const ticket = randomToken(24);
    this.tickets.set(hashToken(ticket), { userId, expiresAt: now + this.ttlMs });
    return ticket;
  }

  /** The ticket's user, once: the ticket is gone after this call whatever the outcome. */
  consume(ticket: string): number | null {
    const hash = hashToken(ticket);
    const entry = this.tickets.get(hash);
    if (!entry) return null;
    this.tickets.delete(hash);
    return entry.expiresAt > this.now() ? entry.userId : null;
  }
}
