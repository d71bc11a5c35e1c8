import { useFriendsList } from '../../../machines/friends-list/use-friends-list';
import { friendsListInput, friendsListScreen } from '../../app/composition/friends';
import { useScreen } from '../../app/use-screen';
import { FriendsPage } from './FriendsPage';

/** The /friends screen: the friends-list machine in the root's system, rendered by FriendsPage. */
export function FriendsPageContainer() {
  const list = useFriendsList(useScreen(friendsListScreen, friendsListInput));
  return (
    <FriendsPage
      view={list.view}
      onRetry={list.retry}
      onPage={list.goToPage}
      onInvite={list.invite}
      onRemove={list.remove}
      onConfirmRemoval={list.confirmRemoval}
      onCancelRemoval={list.cancelRemoval}
    />
  );
}
