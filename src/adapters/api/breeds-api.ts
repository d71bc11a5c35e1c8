import type { ChooseBreedResponse } from '../../../contract/profile';
import type { BreedView } from '../../../contract/user';
import { api } from './api';
import { asApiCall } from './api-failure';

/** PATCH /api/choose-breed: the breed for breed chat (not the pet's breed), or null for the general chat. */
export const chooseBreed = (breedId: number | null, signal?: AbortSignal): Promise<ChooseBreedResponse> =>
  asApiCall(api<ChooseBreedResponse>('/choose-breed', { method: 'PATCH', body: { breed_id: breedId }, signal }));

/**
 * GET /api/breeds: the breed list, the app's one client of it (the breed picker's catalogue in the
 * root, and signup's pet breed field).
 */
export const fetchBreeds = (signal?: AbortSignal): Promise<BreedView[]> =>
  asApiCall(api<BreedView[]>('/breeds', { signal }));
