import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LegalPageContainer } from '../../../features/legal/LegalPage.container';
import { LegalPageUnavailable } from '../../../features/legal/LegalPageUnavailable';
import { loadLegalMessages } from '../../../features/legal/legal-catalog';
import { languageOfParam } from '../../../routing/lang';

/**
 * Legal pages (spec §2): public, no guard. The four tabs are child routes, one URL each; the page
 * is this layout, so switching tabs keeps it mounted (and keyboard focus on the tab list). The
 * documents are a catalog of their own, read by the loader for the URL's language (again after a
 * language switch), so no other page loads them.
 */
export const Route = createFileRoute('/{-$lang}/_legal')({
  loader: ({ params }) => loadLegalMessages(languageOfParam(params.lang) ?? 'en'),
  component: LegalLayout,
  errorComponent: LegalError,
});

function LegalLayout() {
  return <LegalPageContainer />;
}

/** The documents could not be read (e.g. the connection dropped): trying again runs the loader again. */
function LegalError() {
  const router = useRouter();
  return <LegalPageUnavailable onRetry={() => void router.invalidate()} />;
}
