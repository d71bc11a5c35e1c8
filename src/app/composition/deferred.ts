import { createAppUpdateImplementations } from '../../../machines/app-update/app-update.actors';
import { appUpdateMachine } from '../../../machines/app-update/app-update.machine';
import { createBreedPickerImplementations } from '../../../machines/breed-picker/breed-picker.actors';
import { breedPickerMachine } from '../../../machines/breed-picker/breed-picker.machine';
import { createInstallPromptImplementations } from '../../../machines/install-prompt/install-prompt.actors';
import { installPromptMachine } from '../../../machines/install-prompt/install-prompt.machine';
import type { DeferredLogic } from '../../../machines/root/root.types';
import { chooseBreed, fetchBreeds } from '../../adapters/api/breeds-api';
import { writeBreedCookie } from '../../adapters/breed-cookie';
import { browserInstallPrompt } from '../../adapters/install-prompt';
import { goTo } from '../../adapters/navigation';
import { browserServiceWorker } from '../../adapters/service-worker';

/**
 * The root's children that no guest's first page shows, with the browser's effects plugged in.
 * Only the root's `loadDeferred` imports this module (composition/root.ts), after the first page
 * has loaded or when a signed-in page needs them: the first load carries none of it
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
  // The install entry: the browser's `beforeinstallprompt` needs the service worker, which
  // registers just below, so the listener is in place before a first visit's offer.
  installPrompt: installPromptMachine.provide(createInstallPromptImplementations(browserInstallPrompt())),
  appUpdate: appUpdateMachine.provide(createAppUpdateImplementations(browserServiceWorker())),
};
