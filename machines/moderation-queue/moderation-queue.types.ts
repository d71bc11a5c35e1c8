import type { ModerationActionKind, ModerationLogEntry, ModerationReport } from '../../contract/safety';

/**
 * The moderators' page (/moderation, issue 13): the open and closed report queues and the log;
 * an action on a report is chosen, confirmed (with a note, and an end date for a suspension),
 * sent, and the queue loads again.
 *
 *   loading ──▶ ready ── action.choose {reportId, action} ──▶ ready.confirming ── action.confirm {note, until} ──▶ acting
 *     │  ▲        │ queue.show {tab}            action.cancel ◀──┘                                      │
 *     ▼  │        └──────────▶ loading                            done ──▶ loading (toast "Done") ◀─────┤
 *   failed ── queue.retry                                          error ──▶ ready.confirming (error) ◀──┘
 */
export type ModerationTab = 'open' | 'closed' | 'log';

export interface ModerationQueueContext {
  tab: ModerationTab;
  reports: ModerationReport[];
  log: ModerationLogEntry[];
  /** The action being confirmed. */
  pending: { report: ModerationReport; action: ModerationActionKind } | null;
  /** The server's message for a failed action (English), or null. */
  actionError: string | null;
}

export type ModerationQueueEvent =
  | { type: 'queue.show'; tab: ModerationTab }
  | { type: 'queue.retry' }
  | { type: 'action.choose'; reportId: number; action: ModerationActionKind }
  | { type: 'action.confirm'; note: string; until: string | null }
  | { type: 'action.cancel' };

export interface ModerationActionRequest {
  report_id: number;
  action: ModerationActionKind;
  note: string;
  until: string | null;
}

export interface ModerationQueueDeps {
  /** GET /moderation/reports?status= */
  loadReports(status: 'open' | 'closed', signal: AbortSignal): Promise<ModerationReport[]>;
  /** GET /moderation/log */
  loadLog(signal: AbortSignal): Promise<ModerationLogEntry[]>;
  /** POST /moderation/actions */
  act(request: ModerationActionRequest, signal: AbortSignal): Promise<void>;
}
