import { lazy, Suspense } from 'react';
import { PageSpinner } from './PageSpinner';

// Only users with an unverified email need the verification screen (and its form code).
const VerifyEmailContainer = lazy(() =>
  import('../features/accounts/VerifyEmail.container').then((m) => ({ default: m.VerifyEmailContainer })),
);

/**
 * What a signed-in user with an unverified email sees instead of any app page (spec §2 guards,
 * §6): the email-verification screen, inside the layout.
 */
export function UnverifiedGate() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <VerifyEmailContainer />
    </Suspense>
  );
}
