import { createFileRoute } from '@tanstack/react-router';
import { ProfilePageContainer } from '../../../features/profile/ProfilePage.container';

/** Profile (spec §2): photo, personal info, account info, email and password change, account deletion. */
export const Route = createFileRoute('/{-$lang}/_app/profile')({
  component: ProfilePageContainer,
});
