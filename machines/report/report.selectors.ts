import type { SnapshotFrom } from 'xstate';
import type { reportMachine } from './report.machine';
import type { ReportTarget } from './report.types';

export type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

export interface ReportView {
  open: boolean;
  sending: boolean;
  target: ReportTarget | null;
  /** The still frame: being taken, taken (its data URL), or none (failed, removed, nothing to show). */
  evidence: { capturing: boolean; image: string | null };
}

export function selectReport(snapshot: ReportSnapshot): ReportView {
  return {
    open: !snapshot.matches('closed'),
    sending: snapshot.matches('sending'),
    target: snapshot.context.target,
    evidence: { capturing: snapshot.matches({ open: 'capturing' }), image: snapshot.context.evidence },
  };
}

export const sameReport = (a: ReportView, b: ReportView): boolean =>
  a.open === b.open &&
  a.sending === b.sending &&
  a.target === b.target &&
  a.evidence.capturing === b.evidence.capturing &&
  a.evidence.image === b.evidence.image;
