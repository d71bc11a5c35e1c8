import type { AppealDecision, AppealView, ClosedAccount } from '../../contract/moderation';
import type { ModerationActionKind, ModerationLogEntry, ModerationReport } from '../../contract/safety';

/**
 * The moderators' page (/moderation, issues 13 and 28): the open and closed report queues, the
 * appeals against bans, the suspended and banned accounts, and the log. An action on a report is
 * chosen, confirmed (with a note, and an end date for a suspension), sent, and the tab loads
 * again; a lift or an appeal decision likewise, with a reason. What the moderator may not act on
 * (`may_act` false: their own report, a moderator, an admin) cannot be chosen, and the server's
 * refusal keeps the popup open with its `code`.
 *
 *   loading ──▶ ready.idle ── action.choose {reportId, action} ──▶ confirming ── action.confirm ──▶ acting
 *     │  ▲        │   │                                   action.cancel ◀──┘                          │
 *     ▼  │        │   └─ lift.choose {userId} | appeal.choose {appealId, decision} ──▶ deciding       │
 *   failed        │                   decision.cancel ◀──┘   decision.confirm {note} ──▶ sending      │
 *   queue.retry   └─ queue.show {tab} ──▶ loading        done ──▶ loading (toast) ◀── acting | sending
 *                                                        error ──▶ confirming | deciding (error)
 */
export type ModerationTab = 'open' | 'closed' | 'appeals' | 'accounts' | 'log';

export type ModerationRows = ModerationReport[] | ModerationLogEntry[] | AppealView[] | ClosedAccount[];

/** A lift or an appeal decision being confirmed. */
export type StandingChoice =
  | { kind: 'lift'; account: ClosedAccount }
  | { kind: 'appeal'; appeal: AppealView; decision: AppealDecision };

export interface ModerationQueueContext {
  tab: ModerationTab;
  reports: ModerationReport[];
  log: ModerationLogEntry[];
  appeals: AppealView[];
  accounts: ClosedAccount[];
  /** The action being confirmed. */
  pending: { report: ModerationReport; action: ModerationActionKind } | null;
  /** The lift or appeal decision being confirmed. */
  decision: StandingChoice | null;
  /** The server's message for a failed action (English), or null. */
  actionError: string | null;
  /** The server's stable code for it (contract/moderation.ts MODERATION_CODES), or null. */
  actionCode: string | null;
}

export type ModerationQueueEvent =
  | { type: 'queue.show'; tab: ModerationTab }
  | { type: 'queue.retry' }
  | { type: 'action.choose'; reportId: number; action: ModerationActionKind }
  | { type: 'action.confirm'; note: string; until: string | null }
  | { type: 'action.cancel' }
  | { type: 'lift.choose'; userId: number }
  | { type: 'appeal.choose'; appealId: number; decision: AppealDecision }
  | { type: 'decision.confirm'; note: string }
  | { type: 'decision.cancel' };

export interface ModerationActionRequest {
  report_id: number;
  action: ModerationActionKind;
  note: string;
  until: string | null;
}

/** POST /moderation/lift or POST /moderation/appeal-decisions. */
export type StandingRequest =
  | { kind: 'lift'; user_id: number; note: string }
  | { kind: 'appeal'; appeal_id: number; decision: AppealDecision; note: string };

export interface ModerationQueueDeps {
  /** GET /moderation/reports?status= */
  loadReports(status: 'open' | 'closed', signal: AbortSignal): Promise<ModerationReport[]>;
  /** GET /moderation/log */
  loadLog(signal: AbortSignal): Promise<ModerationLogEntry[]>;
  /** GET /moderation/appeals (open) */
  loadAppeals(signal: AbortSignal): Promise<AppealView[]>;
  /** GET /moderation/accounts */
  loadAccounts(signal: AbortSignal): Promise<ClosedAccount[]>;
  /** POST /moderation/actions */
  act(request: ModerationActionRequest, signal: AbortSignal): Promise<void>;
  /** POST /moderation/lift or /moderation/appeal-decisions */
  decide(request: StandingRequest, signal: AbortSignal): Promise<void>;
}
