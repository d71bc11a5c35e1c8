import { createFileRoute, redirect } from '@tanstack/react-router';
import { languageOfParam, localizePath } from '../../routing/lang';

/**
 * /terms is the signup form's link (spec §2): it leads to the Terms and conditions tab, in the same
 * language, keeping the query (e.g. `?device=app`).
 */
export const Route = createFileRoute('/{-$lang}/terms')({
  beforeLoad: ({ params, location }) => {
    throw redirect({
      href: localizePath('/terms-and-conditions', languageOfParam(params.lang) ?? 'en') + location.searchStr,
      replace: true,
    });
  },
});
