import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPageContainer } from '../../../features/accounts/ResetPasswordPage.container';
import { loadGuestTexts } from '../../../i18n/guest-messages';

/** The reset link's query: `?token=…`; anything else reads as no token. */
const resetSearch = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(200))), undefined),
});

/** Spec §2 /password-reset?token=… (guests only). */
export const Route = createFileRoute('/{-$lang}/_guest/password-reset')({
  validateSearch: resetSearch,
  // Its texts are the guest catalog's, not on /login (src/i18n/guest-messages.ts).
  loader: loadGuestTexts,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordPageContainer token={token ?? null} />;
}
