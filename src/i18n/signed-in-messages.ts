import { loadSignedInCatalog } from '../adapters/catalog-loader';
import { guestMessages } from './guest-messages';
import { addMessages } from './i18n';
import { createOnDemandMessages } from './on-demand-messages';

/**
 * The signed-in texts (`src/locales/{locale}/signed-in.po`) are a catalog of their own, so a
 * guest's first page carries none of them. Once a verified user is signed in they are wanted:
 * `load(language)` is part of `loadSignedIn` (src/app/composition/root.ts), and from then on the
 * preferences machine's `loadCatalog` (this one's) reads them with the main catalog and the guest
 * pages' texts.
 */
export const signedInMessages = createOnDemandMessages({
  readMain: guestMessages.loadCatalog,
  // The guest catalog's safety refusals (src/i18n/safety-texts.ts) show on signed-in screens too
  // (the birth-date gate, the report, moderation), so a verified user's texts include it; once
  // wanted, every language switch reads it as well (readMain).
  readExtra: async (language) => {
    const [signedIn] = await Promise.all([loadSignedInCatalog(language), guestMessages.load(language)]);
    return signedIn;
  },
  add: addMessages,
});
