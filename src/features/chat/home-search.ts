import * as v from 'valibot';
import { intId } from '../../../contract/ids';

/**
 * The home page's query (spec §2): `breed_id` picks the breed chat; anything unusable falls back
 * to the general chat. Other keys (such as `device=app`) pass through untouched.
 */
export const homeSearchSchema = v.looseObject({
  // The message is never shown: an unusable id falls back. contract/ids.ts, not fields.ts, keeps
  // the forms' rules and texts out of the route tree (issue 30).
  breed_id: v.fallback(v.optional(intId('Unknown breed')), undefined),
});

export type HomeSearch = v.InferOutput<typeof homeSearchSchema>;
