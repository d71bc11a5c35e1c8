import type { SnapshotFrom } from 'xstate';
import type { reportMachine } from './report.machine';
import type { ReportTarget } from './report.types';

export type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

export interface ReportView {
  open: boolean;
  sending: boolean;
  target: ReportTarget | null;
}

export function selectReport(snapshot: ReportSnapshot): ReportView {
  return { open: !snapshot.matches('closed'), sending: snapshot.matches('sending'), target: snapshot.context.target };
}

export const sameReport = (a: ReportView, b: ReportView): boolean =>
  a.open === b.open && a.sending === b.sending && a.target === b.target;
