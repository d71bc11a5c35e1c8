import { describe, expect, it } from 'vitest';
import type { BreedView } from '../../contract/user';
import { groupBreeds, groupOfBreed } from './breed-groups';

const breed = (id: number, name: string, name_ua: string): BreedView => ({ id, name, name_ua, image: '' });
const BREEDS = [
  breed(1, 'Budgerigar', 'Хвилястий папуга'),
  breed(2, 'Cockatiel', 'Корела'),
  breed(15, 'Labrador Retriever', 'Лабрадор-ретривер'),
  breed(25, 'Maine Coon', 'Мейн-кун'),
  breed(35, 'Guinea pig', 'Морська свинка'),
  breed(99, 'Axolotl', 'Аксолотль'),
];
const ids = (groups: ReturnType<typeof groupBreeds>) => groups.map((g) => [g.key, g.breeds.map((b) => b.id)]);

describe('breed groups (issue 14)', () => {
  it('groups by kind of pet in order, an unmapped breed under other', () => {
    expect(ids(groupBreeds(BREEDS, '', null))).toEqual([
      ['birds', [1, 2]],
      ['dogs', [15]],
      ['cats', [25]],
      ['smallPets', [35]],
      ['other', [99]],
    ]);
    expect(groupOfBreed({ name: 'Axolotl' })).toBe('other');
  });

  it("puts the user's own breed first, in a group of its own", () => {
    expect(ids(groupBreeds(BREEDS, '', 25))[0]).toEqual(['yours', [25]]);
    expect(ids(groupBreeds(BREEDS, '', 25)).find(([key]) => key === 'cats')).toBeUndefined();
  });

  it('searches English and Ukrainian names, ignoring case and spaces around', () => {
    expect(ids(groupBreeds(BREEDS, '  LAB ', null))).toEqual([['dogs', [15]]]);
    expect(ids(groupBreeds(BREEDS, 'корел', null))).toEqual([['birds', [2]]]);
    expect(groupBreeds(BREEDS, 'zebra', null)).toEqual([]);
  });
});
