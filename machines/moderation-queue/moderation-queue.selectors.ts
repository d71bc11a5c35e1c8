import type { SnapshotFrom } from 'xstate';
import type { moderationQueueMachine } from './moderation-queue.machine';

export type ModerationQueueSnapshot = SnapshotFrom<typeof moderationQueueMachine>;

/** What the moderation page renders. */
export const selectModerationQueue = (s: ModerationQueueSnapshot) => ({
  tab: s.context.tab,
  loading: s.hasTag('loading'),
  failed: s.matches('failed'),
  reports: s.context.reports,
  log: s.context.log,
  appeals: s.context.appeals,
  accounts: s.context.accounts,
  pending: s.hasTag('confirming') ? s.context.pending : null,
  decision: s.hasTag('deciding') ? s.context.decision : null,
  busy: s.hasTag('busy'),
  actionError: s.context.actionError,
  actionCode: s.context.actionCode,
});
export type ModerationQueueView = ReturnType<typeof selectModerationQueue>;
