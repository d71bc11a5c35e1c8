import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { BreedView } from '../../contract/user';
import { createBreedPickerImplementations } from './breed-picker.actors';
import { breedPickerMachine } from './breed-picker.machine';
import { selectBreedName } from './breed-picker.selectors';
import { useBreedName } from './use-breed-name';

const BREEDS: BreedView[] = [
  { id: 1, name: 'Budgie', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgie.svg' },
  { id: 2, name: 'Cockatiel', name_ua: '', image: '/media/breeds/cockatiel.svg' },
];

function startPicker() {
  const loads: Array<(breeds: BreedView[]) => void> = [];
  const actor = createActor(
    breedPickerMachine.provide(
      createBreedPickerImplementations({
        loadBreeds: () => new Promise<BreedView[]>((resolve) => loads.push(resolve)),
        chooseBreed: () => new Promise(() => {}),
        persistBreed: () => {},
        openChat: () => {},
      }),
    ),
    { input: { breedId: null } },
  ).start();
  return { actor, loads };
}

describe('selectBreedName', () => {
  it('names a breed of the loaded list in the language asked for', async () => {
    const { actor, loads } = startPicker();
    expect(selectBreedName(1, 'en')(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'breeds.load' });
    loads[0](BREEDS);
    await Promise.resolve();
    const snapshot = actor.getSnapshot();
    expect(selectBreedName(1, 'en')(snapshot)).toBe('Budgie');
    expect(selectBreedName(1, 'ua')(snapshot)).toBe('Хвилястий папуга');
    // No Ukrainian name: the English one.
    expect(selectBreedName(2, 'ua')(snapshot)).toBe('Cockatiel');
    expect(selectBreedName(99, 'en')(snapshot)).toBeNull();
    expect(selectBreedName(null, 'en')(snapshot)).toBeNull();
    actor.stop();
  });
});

describe('useBreedName', () => {
  it('follows the shared list and the language: null until the list has the breed', async () => {
    const { actor, loads } = startPicker();
    const { result, rerender } = renderHook(({ breedId, language }) => useBreedName(actor, breedId, language), {
      initialProps: { breedId: 1 as number | null, language: 'en' as 'en' | 'ua' },
    });
    expect(result.current).toBeNull();
    actor.send({ type: 'breeds.load' });
    await act(async () => loads[0](BREEDS));
    expect(result.current).toBe('Budgie');
    rerender({ breedId: 1, language: 'ua' });
    expect(result.current).toBe('Хвилястий папуга');
    rerender({ breedId: 2, language: 'en' });
    expect(result.current).toBe('Cockatiel');
    rerender({ breedId: null, language: 'en' });
    expect(result.current).toBeNull();
    actor.stop();
  });
});
