import type { BlockedUser } from '../../contract/safety';

/**
 * Blocking a user (issue 13), from the chat's top bar, the companion card, the friends list, the
 * users list or the notification panel: confirm, block, done.
 *
 *   idle ── block.open {user} ──▶ confirming ── block.confirm ──▶ blocking ──▶ idle (emits `blocked`)
 *              ▲                      │ block.cancel                   └──▶ failed ── block.confirm ──▶ blocking
 *              └──────────────────────┴───────────── block.cancel (failed) ───────────┘
 *
 * On success the machine emits `{ type: 'blocked', user }`, so the screen that opened it follows
 * (the chat ends the call and searches again; lists drop the user).
 */
export interface BlockTarget {
  id: number;
  name: string;
}

export type BlockEvent =
  | { type: 'block.open'; user: BlockTarget }
  | { type: 'block.confirm' }
  | { type: 'block.cancel' };

export type BlockEmitted = { type: 'blocked'; user: BlockTarget };

export interface BlockContext {
  target: BlockTarget | null;
}

export interface BlockDeps {
  /** POST /api/block; rejects with an ApiFailure. */
  block(userId: number, signal: AbortSignal): Promise<BlockedUser>;
}
