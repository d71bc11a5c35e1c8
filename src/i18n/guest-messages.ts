import { loadCatalog, loadGuestCatalog } from '../adapters/catalog-loader';
import { languageOfParam } from '../routing/lang';
import { addMessages } from './i18n';
import { createOnDemandMessages } from './on-demand-messages';

/**
 * The guest pages but the login (sign-up, password recovery, the appeal) have their texts in a
 * catalog of their own (`src/locales/{locale}/guest.po`, `GUEST` in lingui.config.ts), so /login,
 * the first page a guest sees, carries none of them (issue 30). Those routes' loaders await
 * `loadGuestTexts` for the URL's language; from then on a language switch reads them with the main
 * catalog (src/i18n/on-demand-messages.ts).
 */
export const guestMessages = createOnDemandMessages({
  readMain: loadCatalog,
  readExtra: (language) => loadGuestCatalog(language),
  add: addMessages,
});

/** The loader of those routes: their texts in the URL's language before the page renders. */
export const loadGuestTexts = ({ params }: { params: { lang?: string } }): Promise<void> =>
  guestMessages.load(languageOfParam(params.lang) ?? 'en');
