import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { birthDateMachine } from './birth-date.machine';
import { selectBirthDate } from './birth-date.selectors';

/** The date-of-birth prompt's view model and its sender. */
export function useBirthDate(actor: ActorRefFrom<typeof birthDateMachine>) {
  const view = useSelector(actor, selectBirthDate, shallowEqual);
  const submit = useCallback((value: string) => actor.send({ type: 'birthDate.submit', value }), [actor]);
  return { view, submit };
}
