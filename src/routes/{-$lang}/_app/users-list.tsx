import { createFileRoute } from '@tanstack/react-router';
import { UsersListPageContainer } from '../../../features/friends/UsersListPage.container';

/** All users (spec §2 "/users-list"): search, pages, add-friend buttons. */
export const Route = createFileRoute('/{-$lang}/_app/users-list')({
  component: UsersListPageContainer,
});
