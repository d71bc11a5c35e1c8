import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppealInput } from '../../contract/moderation';
import type { appealMachine } from './appeal.machine';
import { selectAppealView } from './appeal.selectors';

/** The appeal page's view model and its sender. */
export function useAppeal(actor: ActorRefFrom<typeof appealMachine>) {
  const view = useSelector(actor, selectAppealView, shallowEqual);
  const senders = useMemo(
    () => ({ submit: (values: AppealInput) => actor.send({ type: 'appeal.submit', values }) }),
    [actor],
  );
  return { view, ...senders };
}
