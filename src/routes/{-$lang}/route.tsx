import { createFileRoute, notFound } from '@tanstack/react-router';
import { languageOfParam } from '../../routing/lang';

/**
 * The optional language segment (spec §2): `/ua/...` is Ukrainian, an unprefixed path English
 * (app/router.ts tells the preferences actor). Any other first segment is not a language, so
 * the path does not exist.
 */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params }) => {
    if (!languageOfParam(params.lang)) throw notFound();
  },
});
