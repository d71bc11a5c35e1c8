import type { BlockedUser } from '../../contract/safety';

/**
 * Blocking a user (issue 13), from the chat's top bar, the companion card, the friends list, the
 * users list or the notification panel: confirm, block, done.
 *
 *   idle ── block.open {user} ──▶ confirming ── block.confirm ──▶ blocking ──▶ idle (emits `blocked`)
 *              ▲                      │ block.cancel                   └──▶ failed ── block.confirm ──▶ blocking
 *              └──────────────────────┴───────────── block.cancel (failed) ───────────┘
 *
 * On success the machine sends `{ type: 'user.blocked', userId }` through the actor system to the
 * actors that follow blocks (block.links.ts), whichever screen opened it: the chat ends the call
 * and searches again, the friends and users lists drop the user, the bell drops their request.
 */
export interface BlockTarget {
  id: number;
  name: string;
}

export type BlockEvent =
  | { type: 'block.open'; user: BlockTarget }
  | { type: 'block.confirm' }
  | { type: 'block.cancel' };

/** What a listener receives after a block succeeded (its own event type, shared by all). */
export type UserBlocked = { type: 'user.blocked'; userId: number };

export interface BlockContext {
  target: BlockTarget | null;
}

export interface BlockDeps {
  /** POST /api/block; rejects with an ApiFailure. */
  block(userId: number, signal: AbortSignal): Promise<BlockedUser>;
}
