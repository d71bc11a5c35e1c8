import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ReportTopic } from '../../contract/chat';
import type { reportMachine } from './report.machine';
import { sameReport, selectReport } from './report.selectors';

/** The report popup's view model and senders. */
export function useReport(actor: ActorRefFrom<typeof reportMachine>) {
  const view = useSelector(actor, selectReport, sameReport);
  const senders = useMemo(
    () => ({
      close: () => actor.send({ type: 'report.close' }),
      dropEvidence: () => actor.send({ type: 'report.dropEvidence' }),
      submit: ({ topic, details }: { topic: ReportTopic; details: string }) =>
        actor.send({ type: 'report.submit', topic, details }),
    }),
    [actor],
  );
  return { view, ...senders };
}
