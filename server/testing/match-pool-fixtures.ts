import type { AppContext } from '../context';
import type { Searcher } from '../ports/match-pool';

/** A logger that says nothing: pool tests check outcomes, not log lines. */
export const silentLog = {
  error: () => {},
  info: () => {},
  warn: () => {},
  debug: () => {},
} as unknown as AppContext['log'];

/** A searcher of the match pool port: user `userId` with peer id `peer<userId>`, no breed, no exclusions. */
export function searcher(userId: number, fields: Partial<Omit<Searcher, 'userId'>> = {}): Searcher {
  return {
    userId,
    peerId: `peer${userId}`,
    breedId: null,
    breedFilter: null,
    excluded: [],
    profile: { id: userId, name: `Owner ${userId}`, pet_name: `Pet ${userId}`, pet_gender: 'boy', friends: [] },
    ...fields,
  };
}
