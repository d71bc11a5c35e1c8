import type { SessionTarget } from '../../auth/session-cache';
import { hashToken, randomToken } from '../../auth/tokens';

/** Who a ticket lets in: a user, through one session (refresh-token family). */
export interface TicketHolder {
  userId: number;
  familyId: string;
}

/** Where hub tickets live: this process (`TicketStore`), or Redis for several instances. */
export interface Tickets {
  issue(holder: TicketHolder): string | Promise<string>;
  /** The ticket's holder, once: the ticket is gone after this call whatever the outcome. */
  consume(ticket: string): TicketHolder | null | Promise<TicketHolder | null>;
  /** Tickets of a session that ended (or of every session of a user) stop working at once. */
  revoke(target: SessionTarget): void;
}

/**
 * Short-lived, single-use tickets that let a WebSocket prove who it is without sending the
 * access token over the socket. Only hashes are kept; expired tickets are swept as new ones come.
 */
export class TicketStore implements Tickets {
  private readonly tickets = new Map<string, TicketHolder & { expiresAt: number }>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  issue(holder: TicketHolder): string {
    const now = this.now();
    if (this.tickets.size > 1000) {
      for (const [hash, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(hash);
    }
    const ticket = randomToken(24);
    this.tickets.set(hashToken(ticket), {
      userId: holder.userId,
      familyId: holder.familyId,
      expiresAt: now + this.ttlMs,
    });
    return ticket;
  }

  /** The ticket's holder, once: the ticket is gone after this call whatever the outcome. */
  consume(ticket: string): TicketHolder | null {
    const hash = hashToken(ticket);
    const entry = this.tickets.get(hash);
    if (!entry) return null;
    this.tickets.delete(hash);
    return entry.expiresAt > this.now() ? { userId: entry.userId, familyId: entry.familyId } : null;
  }

  /** Tickets of a session that ended (or of every session of a user) stop working at once. */
  revoke(target: SessionTarget): void {
    for (const [hash, t] of this.tickets) {
      if (target.familyId !== undefined ? t.familyId === target.familyId : t.userId === target.userId)
        this.tickets.delete(hash);
    }
  }
}
