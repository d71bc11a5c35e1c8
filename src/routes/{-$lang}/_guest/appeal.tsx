import { createFileRoute } from '@tanstack/react-router';
import { AppealPageContainer } from '../../../features/safety/AppealPage.container';
import { loadGuestTexts } from '../../../i18n/guest-messages';

/** /appeal: a banned user's appeal, reached from the login's ban notice (issue 28). */
export const Route = createFileRoute('/{-$lang}/_guest/appeal')({
  // Its texts are the guest catalog's, not on /login (src/i18n/guest-messages.ts).
  loader: loadGuestTexts,
  component: AppealPageContainer,
});
