import { createFileRoute } from '@tanstack/react-router';
import { LegalPageContainer } from '../../../features/legal/LegalPage.container';

/**
 * Legal pages (spec §2): public, no guard. The four tabs are child routes, one URL each; the page
 * is this layout, so switching tabs keeps it mounted (and keyboard focus on the tab list).
 */
export const Route = createFileRoute('/{-$lang}/_legal')({
  component: LegalLayout,
});

function LegalLayout() {
  return <LegalPageContainer />;
}
