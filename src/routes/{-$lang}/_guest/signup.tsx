import { createFileRoute } from '@tanstack/react-router';
import { SignupPageContainer } from '../../../features/accounts/SignupPage.container';
import { loadGuestTexts } from '../../../i18n/guest-messages';

/** Spec §2 /signup (guests only). */
export const Route = createFileRoute('/{-$lang}/_guest/signup')({
  // Its texts are the guest catalog's, not on /login (src/i18n/guest-messages.ts).
  loader: loadGuestTexts,
  component: SignupPageContainer,
});
