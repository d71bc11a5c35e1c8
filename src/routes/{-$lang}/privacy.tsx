import { createFileRoute, redirect } from '@tanstack/react-router';
import { languageOfParam, localizePath } from '../../routing/lang';

/**
 * /privacy is the signup form's link (spec §2): it leads to the Privacy policy tab, in the same
 * language, keeping the query (e.g. `?device=app`).
 */
export const Route = createFileRoute('/{-$lang}/privacy')({
  beforeLoad: ({ params, location }) => {
    throw redirect({
      href: localizePath('/privacy-policy', languageOfParam(params.lang) ?? 'en') + location.searchStr,
      replace: true,
    });
  },
});
