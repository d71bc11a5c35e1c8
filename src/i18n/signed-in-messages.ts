import { loadSignedInCatalog } from '../adapters/catalog-loader';
import { guestMessages } from './guest-messages';
import { addMessages } from './i18n';
import { createOnDemandMessages } from './on-demand-messages';

/**
 * The signed-in texts (`src/locales/{locale}/signed-in.po`) are a catalog of their own, so a
 * guest's first page carries none of them. Once a verified user is signed in they are wanted:
 * `load(language)` is part of `loadSignedIn` (src/app/composition/root.ts), and from then on the
 * preferences machine's `loadCatalog` (this one's) reads them with the main catalog (and the guest
 * pages' texts, once wanted).
 */
export const signedInMessages = createOnDemandMessages({
  readMain: guestMessages.loadCatalog,
  readExtra: (language) => loadSignedInCatalog(language),
  add: addMessages,
});
