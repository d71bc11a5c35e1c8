import type { MessageDescriptor } from '@lingui/core';
import { fromPromise } from 'xstate';
import type { ReportInput } from '../../contract/chat';
import type { ToastKind } from '../toasts/toasts.types';
import type { ReportDeps } from './report.types';

/** Real effects for `reportMachine.provide(...)`. */
export function createReportImplementations(deps: ReportDeps) {
  return {
    actors: {
      sendReport: fromPromise<void, ReportInput>(({ input, signal }) => deps.sendReport(input, signal)),
    },
    actions: {
      notify: (_: unknown, { kind, message }: { kind: ToastKind; message: MessageDescriptor }) =>
        deps.notify(kind, message),
    },
  };
}
