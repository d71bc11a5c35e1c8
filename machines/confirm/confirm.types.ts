import type { EventObject } from 'xstate';

/**
 * A confirm-then-act popup (delete the photo, delete the account, cancel the subscription): one
 * lifecycle, `createConfirmMachine`, configured per popup.
 *
 *   idle ── deletion.open ──▶ confirming ── deletion.confirm ──▶ working ──▶ (success: `afterSuccess`)
 *              ▲                  │ deletion.cancel                     └──▶ failed ── deletion.confirm ──▶ working
 *              └──────────────────┴──────── deletion.cancel (failed, done) ──────┘
 *
 * After success, by `afterSuccess`:
 * - `'close'`: back to `idle` (the toast says it worked);
 * - `{ showFor: ms }`: `done`, the popup shows its success message for `ms`, then `idle`
 *   (`deletion.cancel` closes it sooner);
 * - `'end'`: `done`, a final state (e.g. the account is gone and the session ends).
 *
 * Event names keep the `deletion.*` of the first popups, which the views and their hook send.
 */
export type ConfirmEvent = { type: 'deletion.open' } | { type: 'deletion.confirm' } | { type: 'deletion.cancel' };

/** An event for the long-lived actor registered under `to` (session, toasts, subscription). */
export interface SystemMessage {
  to: string;
  event: EventObject;
}

export type AfterSuccess = 'close' | 'end' | { showFor: number };

export interface ConfirmMachineOptions<TOutput> {
  /** Machine id (`photoDeletion`); also names the missing effect in `notProvided`. */
  id: string;
  /** Id of the invoked task, so its events are `xstate.done.actor.<task>` (`deletePhoto`). */
  task: string;
  afterSuccess: AfterSuccess;
  /** Told when the task succeeds, in order, with the task's output. */
  onSuccess?: (output: TOutput) => SystemMessage[];
  /** Told when the task fails (the popup stays open in `failed`). */
  onFailure?: SystemMessage[];
}
