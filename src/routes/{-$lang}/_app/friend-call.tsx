import { createFileRoute } from '@tanstack/react-router';
import { FriendCallScreenContainer } from '../../../features/friend-call/FriendCallScreen.container';
import { friendCallSearchSchema } from '../../../features/friend-call/friend-call-search';

/**
 * The friend call page (spec §2 "/friend-call"): `?userId=ID` calls that friend,
 * `?incomingCallFrom=ID` answers their call. Its code (PeerJS, the call views) loads with this route.
 */
export const Route = createFileRoute('/{-$lang}/_app/friend-call')({
  validateSearch: friendCallSearchSchema,
  component: FriendCallPage,
});

function FriendCallPage() {
  return <FriendCallScreenContainer search={Route.useSearch()} />;
}
