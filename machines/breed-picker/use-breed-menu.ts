import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { breedPickerMachine } from './breed-picker.machine';
import { selectBreedMenu } from './breed-picker.selectors';

/** The navbar breed menu's view model and its senders (the root's `breedPicker`). */
export function useBreedMenu(actor: ActorRefFrom<typeof breedPickerMachine>) {
  const view = useSelector(actor, selectBreedMenu, shallowEqual);
  const senders = useMemo(
    () => ({
      openChange: (open: boolean) => actor.send(open ? { type: 'menu.toggle' } : { type: 'menu.close' }),
      choose: (breedId: number) => actor.send({ type: 'breed.choose', breedId }),
      retry: () => actor.send({ type: 'breeds.load' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
