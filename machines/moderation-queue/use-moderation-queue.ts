import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppealDecision } from '../../contract/moderation';
import type { ModerationActionKind } from '../../contract/safety';
import type { moderationQueueMachine } from './moderation-queue.machine';
import { selectModerationQueue } from './moderation-queue.selectors';
import type { ModerationTab } from './moderation-queue.types';

/** The moderation page's view model and senders. */
export function useModerationQueue(actor: ActorRefFrom<typeof moderationQueueMachine>) {
  const view = useSelector(actor, selectModerationQueue, shallowEqual);
  const senders = useMemo(
    () => ({
      show: (tab: ModerationTab) => actor.send({ type: 'queue.show', tab }),
      retry: () => actor.send({ type: 'queue.retry' }),
      choose: (reportId: number, action: ModerationActionKind) =>
        actor.send({ type: 'action.choose', reportId, action }),
      confirm: (note: string, until: string | null) => actor.send({ type: 'action.confirm', note, until }),
      cancel: () => actor.send({ type: 'action.cancel' }),
      chooseLift: (userId: number) => actor.send({ type: 'lift.choose', userId }),
      chooseAppeal: (appealId: number, decision: AppealDecision) =>
        actor.send({ type: 'appeal.choose', appealId, decision }),
      confirmDecision: (note: string) => actor.send({ type: 'decision.confirm', note }),
      cancelDecision: () => actor.send({ type: 'decision.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
