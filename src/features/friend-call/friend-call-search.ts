import * as v from 'valibot';
import { intId } from '../../../contract/ids';

const userIdParam = v.fallback(v.optional(intId('Unknown user')), undefined);
const callIdParam = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);

/**
 * The friend call page's query (spec §2): `userId` calls that friend, `incomingCallFrom` answers
 * that friend's call; with `callId` (a call notification's Answer, src/sw/push-handlers.ts) the page
 * answers that invitation even when the bell does not hold it (a page opened by the notification).
 * Anything unusable is dropped (the page then has nobody to call).
 */
export const friendCallSearchSchema = v.looseObject({
  userId: userIdParam,
  incomingCallFrom: userIdParam,
  callId: callIdParam,
});

export type FriendCallSearch = v.InferOutput<typeof friendCallSearchSchema>;
