import { createFileRoute } from '@tanstack/react-router';
import { LegalPageContainer } from '../../features/legal/LegalPage.container';

/** Legal pages (spec §2): public, one tab of the legal page per URL. */
export const Route = createFileRoute('/{-$lang}/rules-of-use')({
  component: RulesOfUsePage,
});

function RulesOfUsePage() {
  return <LegalPageContainer tab="rules-of-use" />;
}
