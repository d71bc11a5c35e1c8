import { createFileRoute } from '@tanstack/react-router';
import { LegalPageContainer } from '../../features/legal/LegalPage.container';

/** Legal pages (spec §2): public, one tab of the legal page per URL. */
export const Route = createFileRoute('/{-$lang}/offerta')({
  component: OffertaPage,
});

function OffertaPage() {
  return <LegalPageContainer tab="offerta" />;
}
