import type { BlockedUser } from '../../contract/safety';

/**
 * The profile's blocked users (issue 13): the list, and unblocking one after a confirmation.
 *
 *   loading (GET /blocks) ──▶ ready ── user.unblock {id} ──▶ ready.confirming ── unblock.confirm ──▶ unblocking
 *      │        ▲                ▲          unblock.cancel ◀──┘                                         │
 *      ▼        │ list.retry     └──── toast 'unblocked' (the user leaves the list) / 'failed, try again' ┘
 *   failed ─────┘
 */
export interface BlockedUsersContext {
  users: BlockedUser[];
  /** The user the confirmation asks about. */
  unblocking: BlockedUser | null;
}

export type BlockedUsersEvent =
  | { type: 'list.retry' }
  | { type: 'user.unblock'; id: number }
  | { type: 'unblock.confirm' }
  | { type: 'unblock.cancel' };

export interface BlockedUsersDeps {
  /** GET /api/blocks, newest first. */
  loadBlocks(signal: AbortSignal): Promise<BlockedUser[]>;
  /** DELETE /api/block. */
  unblock(userId: number, signal: AbortSignal): Promise<void>;
}
