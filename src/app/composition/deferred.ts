import { createAuthRefreshImplementations } from '../../../machines/auth-refresh/auth-refresh.actors';
import { authRefreshMachine } from '../../../machines/auth-refresh/auth-refresh.machine';
import { createBreedPickerImplementations } from '../../../machines/breed-picker/breed-picker.actors';
import { breedPickerMachine } from '../../../machines/breed-picker/breed-picker.machine';
import { createInstallPromptImplementations } from '../../../machines/install-prompt/install-prompt.actors';
import { installPromptMachine } from '../../../machines/install-prompt/install-prompt.machine';
import type { DeferredLogic } from '../../../machines/root/root.types';
import { postRefresh } from '../../adapters/api/accounts-api';
import { browserLocks, createTokenRefresher } from '../../adapters/api/auth-refresh';

import { chooseBreed, fetchBreeds } from '../../adapters/api/breeds-api';
import { writeBreedCookie } from '../../adapters/breed-cookie';
import { browserInstallPrompt } from '../../adapters/install-prompt';
import { goTo } from '../../adapters/navigation';
import { tokenStore } from '../../adapters/token-store';

// The HTTP client's link to the token refresh, taken by composition/root.ts with this chunk.
export { connectAuthRefresh } from '../../adapters/api/auth-refresh';

/**
 * The root's children that no guest's page uses, with the browser's effects plugged in. Only
 * the root's `loadDeferred` imports this module (composition/root.ts), once a user signs in or a
 * signed-in page needs them: a guest's first load carries none of it
 * (docs/architecture.md "First load").
 */
export const deferredLogic: DeferredLogic = {
  breedPicker: breedPickerMachine.provide(
    createBreedPickerImplementations({
      loadBreeds: fetchBreeds,
      chooseBreed,
      persistBreed: (breedId) => writeBreedCookie(breedId),
      openChat: (breedId) => goTo('/', { breed_id: breedId }),
    }),
  ),
  // The profile menu's install entry. An offer the browser made before this code loaded (a guest
  // who signs in later) was kept by the entry's catcher (adapters/install-offer.ts) and is taken over.
  installPrompt: installPromptMachine.provide(createInstallPromptImplementations(browserInstallPrompt())),
  // The access token's refresh (spec §4): a guest has no token to refresh (composition/root.ts).
  authRefresh: authRefreshMachine.provide(
    createAuthRefreshImplementations({
      refreshToken: createTokenRefresher({ store: tokenStore, postRefresh, locks: browserLocks() }),
    }),
  ),
};
