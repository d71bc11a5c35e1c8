import { fromPromise } from 'xstate';
import type { ReportInput } from '../../contract/chat';
import type { ReportDeps } from './report.types';

/** Real effects for `reportMachine.provide(...)`. */
export function createReportImplementations(deps: ReportDeps) {
  return {
    actors: {
      sendReport: fromPromise<void, ReportInput>(({ input, signal }) => deps.sendReport(input, signal)),
      captureFrame: fromPromise<string | null>(() => deps.captureFrame()),
    },
  };
}
