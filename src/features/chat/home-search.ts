import * as v from 'valibot';
import { breedId } from '../../../contract/fields';

/**
 * The home page's query (spec §2): `breed_id` picks the breed chat; anything unusable falls back
 * to the general chat. Other keys (such as `device=app`) pass through untouched.
 */
export const homeSearchSchema = v.looseObject({
  breed_id: v.fallback(v.optional(breedId), undefined),
});

export type HomeSearch = v.InferOutput<typeof homeSearchSchema>;
