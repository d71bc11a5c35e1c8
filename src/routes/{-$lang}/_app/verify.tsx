import { createFileRoute, redirect } from '@tanstack/react-router';
import { VerifyEmailContainer } from '../../../features/accounts/VerifyEmail.container';
import { settledSessionStatus } from '../../../routing/guards';
import { languageOfParam, localizePath } from '../../../routing/lang';

/**
 * Spec §2 /verify. An unverified user sees the verification screen here (the signed-in layout
 * shows it on every page); a verified one has nothing to verify and goes home.
 */
export const Route = createFileRoute('/{-$lang}/_app/verify')({
  beforeLoad: async ({ context, params }) => {
    if ((await settledSessionStatus(context.root)) === 'verified')
      throw redirect({ href: localizePath('/', languageOfParam(params.lang) ?? 'en'), replace: true });
  },
  component: VerifyEmailContainer,
});
