import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { breedPickerMachine } from './breed-picker.machine';
import { type BreedMenuViewModel, selectBreedMenuFor } from './breed-picker.selectors';

/** Equal when what the menu draws is equal (the groups are rebuilt from the same list and query). */
function sameMenu(a: BreedMenuViewModel, b: BreedMenuViewModel): boolean {
  return (
    a.open === b.open &&
    a.loading === b.loading &&
    a.choosing === b.choosing &&
    a.breeds === b.breeds &&
    a.chosenBreedId === b.chosenBreedId &&
    a.subscribed === b.subscribed &&
    a.problem === b.problem &&
    a.query === b.query &&
    a.groups[0]?.key === b.groups[0]?.key
  );
}

/** The navbar breed menu's view model and its senders (the root's `breedPicker`). */
export function useBreedMenu(actor: ActorRefFrom<typeof breedPickerMachine>, ownBreedId: number | null = null) {
  const select = useMemo(() => selectBreedMenuFor(ownBreedId), [ownBreedId]);
  const view = useSelector(actor, select, sameMenu);
  const senders = useMemo(
    () => ({
      openChange: (open: boolean) => actor.send(open ? { type: 'menu.toggle' } : { type: 'menu.close' }),
      choose: (breedId: number) => actor.send({ type: 'breed.choose', breedId }),
      retry: () => actor.send({ type: 'breeds.load' }),
      search: (query: string) => actor.send({ type: 'breeds.search', query }),
    }),
    [actor],
  );
  return { view, ...senders };
}
