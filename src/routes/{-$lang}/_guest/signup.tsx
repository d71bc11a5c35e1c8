import { createFileRoute } from '@tanstack/react-router';
import { SignupPageContainer } from '../../../features/accounts/SignupPage.container';

/** Spec §2 /signup (guests only). */
export const Route = createFileRoute('/{-$lang}/_guest/signup')({
  component: SignupPageContainer,
});
