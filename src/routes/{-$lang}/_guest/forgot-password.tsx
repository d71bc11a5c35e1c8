import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPageContainer } from '../../../features/accounts/ForgotPasswordPage.container';
import { loadGuestTexts } from '../../../i18n/guest-messages';

/** Spec §2 /forgot-password (guests only). */
export const Route = createFileRoute('/{-$lang}/_guest/forgot-password')({
  // Its texts are the guest catalog's, not on /login (src/i18n/guest-messages.ts).
  loader: loadGuestTexts,
  component: ForgotPasswordPageContainer,
});
