import { useFriendsList } from '../../../machines/friends-list/use-friends-list';
import { friendsListInput, friendsListScreen } from '../../app/composition/friends';
import { useScreen } from '../../app/use-screen';
import { useBlock } from '../../../machines/block/use-block';
import { blockScreen } from '../../app/composition/safety';
import { BlockDialog } from '../safety/BlockDialog';
import { FriendsPage } from './FriendsPage';

/** The /friends screen: the friends-list machine in the root's system, rendered by FriendsPage. */
export function FriendsPageContainer() {
  const list = useFriendsList(useScreen(friendsListScreen, friendsListInput));
  const block = useBlock(useScreen(blockScreen), (blocked) => list.blocked(blocked.id));
  return (
    <>
      <FriendsPage
        view={list.view}
        onRetry={list.retry}
        onPage={list.goToPage}
        onInvite={list.invite}
        onRemove={list.remove}
        onConfirmRemoval={list.confirmRemoval}
        onCancelRemoval={list.cancelRemoval}
        onBlock={block.open}
      />
      <BlockDialog {...block.view} onConfirm={block.confirm} onCancel={block.cancel} />
    </>
  );
}
