import { createFileRoute } from '@tanstack/react-router';
import { SignupPhotoPageContainer } from '../../../features/signup-photo/SignupPhotoPage.container';

/** The last sign-up step (spec §2): a pet photo after email verification, then the profile. */
export const Route = createFileRoute('/{-$lang}/_app/signup-photo')({
  component: SignupPhotoPageContainer,
});
