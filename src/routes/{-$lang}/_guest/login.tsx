import { createFileRoute } from '@tanstack/react-router';
import { LoginPageContainer } from '../../../features/accounts/LoginPage.container';

/** Spec §2 /login (guests only). */
export const Route = createFileRoute('/{-$lang}/_guest/login')({
  component: LoginPageContainer,
});
