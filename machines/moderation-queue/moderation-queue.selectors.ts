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
  pending: s.hasTag('confirming') ? s.context.pending : null,
  busy: s.hasTag('busy'),
  actionError: s.context.actionError,
});
export type ModerationQueueView = ReturnType<typeof selectModerationQueue>;
