import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPageContainer } from '../../../features/accounts/ForgotPasswordPage.container';

/** Spec §2 /forgot-password (guests only). */
export const Route = createFileRoute('/{-$lang}/_guest/forgot-password')({
  component: ForgotPasswordPageContainer,
});
