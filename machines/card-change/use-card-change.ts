import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CardFormInput } from '../../contract/subscription';
import type { cardChangeMachine } from './card-change.machine';
import { selectCardChange } from './card-change.selectors';

/** The replace-card popup's view model and its senders. */
export function useCardChange(actor: ActorRefFrom<typeof cardChangeMachine>) {
  const view = useSelector(actor, selectCardChange, shallowEqual);
  const senders = useMemo(
    () => ({
      open: () => actor.send({ type: 'card.open' }),
      submit: (card: CardFormInput) => actor.send({ type: 'card.submit', card }),
      close: () => actor.send({ type: 'card.close' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
