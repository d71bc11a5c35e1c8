import * as v from 'valibot';
import { intId } from '../../../contract/fields';

const userIdParam = v.fallback(v.optional(intId('Unknown user')), undefined);

/**
 * The friend call page's query (spec §2): `userId` calls that friend, `incomingCallFrom` answers
 * that friend's call. Anything unusable is dropped (the page then has nobody to call).
 */
export const friendCallSearchSchema = v.looseObject({
  userId: userIdParam,
  incomingCallFrom: userIdParam,
});

export type FriendCallSearch = v.InferOutput<typeof friendCallSearchSchema>;
