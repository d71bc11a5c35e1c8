import { assign, setup } from 'xstate';
import type { Friend } from '../../../contract/friends';
import type { SessionUser } from '../../../machines/session/session.types';
import { userFixture } from './profile-fixtures';

/** A friend as GET /friends lists them; offline unless told otherwise. */
export function friendFixture(id: number, fields: Partial<Friend> = {}): Friend {
  return {
    id,
    name: `Friend ${id}`,
    image: null,
    pet_name: `Pet ${id}`,
    pet_gender: id % 2 ? 'boy' : 'girl',
    breed: { name: 'Budgerigar', name_ua: 'Хвилястий папуга' },
    is_online: false,
    is_on_call: false,
    ...fields,
  };
}

/**
 * The root's `session` holding a signed-in user with these friends: records what it is sent and
 * keeps the user it was last sent (as the session machine does with `session.userUpdated`).
 */
export function sessionWithFriends(friends: number[]) {
  const events: Array<{ type: string; user?: SessionUser }> = [];
  const logic = setup({ types: { context: {} as { user: SessionUser } } }).createMachine({
    context: { user: userFixture({ friends }) },
    on: {
      '*': {
        actions: [
          ({ event }) => events.push(event as { type: string; user?: SessionUser }),
          assign({
            user: ({ context, event }) => (event as { user?: SessionUser }).user ?? context.user,
          }),
        ],
      },
    },
  });
  return { logic, events };
}
