import { createFileRoute } from '@tanstack/react-router';
import { FriendsPageContainer } from '../../../features/friends/FriendsPage.container';

/** Friends (spec §2 "/friends"): online and offline groups, paged, updated live. */
export const Route = createFileRoute('/{-$lang}/_app/friends')({
  component: FriendsPageContainer,
});
