import type { ChooseBreedResponse } from '../../../contract/profile';
import { api } from '../../adapters/api';
import { asApiCall } from '../../adapters/api-failure';

/** PATCH /api/choose-breed: the breed for breed chat (not the pet's breed), or null for the general chat. */
export const chooseBreed = (breedId: number | null, signal?: AbortSignal): Promise<ChooseBreedResponse> =>
  asApiCall(api<ChooseBreedResponse>('/choose-breed', { method: 'PATCH', body: { breed_id: breedId }, signal }));
