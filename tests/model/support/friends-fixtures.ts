import type { Friend } from '../../../contract/friends';

/** A friend as GET /friends lists them; offline unless told otherwise. */
export function friendFixture(id: number, fields: Partial<Friend> = {}): Friend {
  return {
    id,
    name: `Friend ${id}`,
    image: null,
    pet_name: `Pet ${id}`,
    pet_gender: id % 2 ? 'boy' : 'girl',
    breed: { name: 'Budgerigar' },
    is_online: false,
    is_on_call: false,
    ...fields,
  };
}
