import { createFileRoute } from '@tanstack/react-router';
import { LegalPageContainer } from '../../features/legal/LegalPage.container';

/** Legal pages (spec §2): public, one tab of the legal page per URL. */
export const Route = createFileRoute('/{-$lang}/terms-and-conditions')({
  component: TermsAndConditionsPage,
});

function TermsAndConditionsPage() {
  return <LegalPageContainer tab="terms-and-conditions" />;
}
