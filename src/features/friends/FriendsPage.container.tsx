import { useBlock } from '../../../machines/block/use-block';
import { useFriendsList } from '../../../machines/friends-list/use-friends-list';
import type { NotificationsSnapshot } from '../../../machines/notifications/notifications.selectors';
import { friendsListInput, friendsListScreen } from '../../app/composition/friends';
import { blockScreen } from '../../app/composition/safety';
import { useChild, useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { BlockDialog } from '../safety/BlockDialog';
import { FriendsPage } from './FriendsPage';

/** Friend requests waiting in the bell's feed. */
const selectRequestsWaiting = (s: NotificationsSnapshot) =>
  s.context.items.filter((item) => item.kind === 'friendRequest').length;

/** The /friends screen: the friends-list machine in the root's system, rendered by FriendsPage. */
export function FriendsPageContainer() {
  const list = useFriendsList(useScreen(friendsListScreen, friendsListInput));
  const block = useBlock(useScreen(blockScreen));
  const notifications = useChild('notifications');
  const requestsWaiting = useChildSelector('notifications', selectRequestsWaiting);
  const panelOpen = useChildSelector('notifications', (s) => s.hasTag('open'));
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
        requestsWaiting={requestsWaiting}
        onOpenRequests={() => {
          if (!panelOpen) notifications.send({ type: 'panel.toggle' });
        }}
      />
      <BlockDialog {...block.view} onConfirm={block.confirm} onCancel={block.cancel} />
    </>
  );
}
