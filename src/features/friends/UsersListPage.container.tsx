import { useBlock } from '../../../machines/block/use-block';
import { useFriendRequest } from '../../../machines/friend-request/use-friend-request';
import { selectUser } from '../../../machines/session/session.selectors';
import type { SessionUser } from '../../../machines/session/session.types';
import { useUsersList } from '../../../machines/users-list/use-users-list';
import { userRows } from '../../../machines/users-list/users-list.selectors';
import { usersListInput, usersListScreen } from '../../app/composition/friends';
import { blockScreen } from '../../app/composition/safety';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { BlockDialog } from '../safety/BlockDialog';
import { UsersListPage } from './UsersListPage';

/** The /users-list screen for the signed-in user (nothing in the moment after a logout). */
export function UsersListPageContainer() {
  const user = useChildSelector('session', selectUser);
  return user ? <SignedInUsersList user={user} /> : null;
}

function SignedInUsersList({ user }: { user: SessionUser }) {
  const list = useUsersList(useScreen(usersListScreen, usersListInput(user)));
  const sender = useFriendRequest(list.senderRef);
  const block = useBlock(useScreen(blockScreen));
  return (
    <>
      <UsersListPage
        view={list.view}
        rows={userRows(list.view.items, sender.view)}
        sending={sender.view.busy}
        limitReached={sender.view.limitReached}
        onSearch={list.search}
        onPage={list.goToPage}
        onRetry={list.retry}
        onAdd={sender.send}
        onAccept={sender.accept}
        onBlock={block.open}
      />
      <BlockDialog {...block.view} onConfirm={block.confirm} onCancel={block.cancel} />
    </>
  );
}
