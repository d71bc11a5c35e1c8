import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FriendsGroupView, FriendsListView } from '../../../machines/friends-list/friends-list.selectors';
import type { FriendsGroup } from '../../../machines/friends-list/friends-list.types';
import { PATHS } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { FriendCard } from './FriendCard';
import * as s from './Friends.css';
import { Pager } from './Pager';
import { UnfollowDialog } from './UnfollowDialog';

export interface FriendsPageProps {
  view: FriendsListView;
  onRetry: () => void;
  onPage: (group: FriendsGroup, page: number) => void;
  onInvite: (id: number) => void;
  onRemove: (id: number) => void;
  onBlock?: (user: { id: number; name: string }) => void;
  onConfirmRemoval: () => void;
  onCancelRemoval: () => void;
  /** Friend requests waiting in the bell: with no friends yet, the page says so instead of "no friends". */
  requestsWaiting?: number;
  /** Opens the bell's panel, where the waiting requests are accepted or declined. */
  onOpenRequests?: () => void;
}

/** The friends list (spec §2 "/friends"): online and offline groups, each paged; the unfollow popup. */
export function FriendsPage({
  view,
  onRetry,
  onPage,
  onInvite,
  onRemove,
  onConfirmRemoval,
  onCancelRemoval,
  onBlock,
  requestsWaiting = 0,
  onOpenRequests,
}: FriendsPageProps) {
  const { t } = useLingui();
  return (
    <div className={s.page}>
      <Link to={PATHS.home} className={s.backLink}>
        <span aria-hidden="true">←</span> <Trans>Back</Trans>
      </Link>
      <div className={s.header}>
        <h1 className={s.title}>
          <Trans>Friends</Trans>
        </h1>
        <Link to={PATHS.usersList}>
          <Trans>Find friends</Trans>
        </Link>
      </div>
      {view.status === 'loading' && (
        <div className={s.centre}>
          <Spinner size="lg" label={t`Loading friends…`} />
        </div>
      )}
      {view.status === 'failed' && (
        <LoadFailed className={s.problem} onRetry={onRetry}>
          {view.error ? (
            <Trans>Friends could not be loaded: {view.error}</Trans>
          ) : (
            <Trans>Friends could not be loaded.</Trans>
          )}
        </LoadFailed>
      )}
      {view.status === 'ready' && view.online.total + view.offline.total === 0 && requestsWaiting > 0 && (
        <section className={s.section} data-testid="friends-requests-waiting">
          <p>
            <Plural
              value={requestsWaiting}
              one="No friends yet, but # friend request is waiting for you."
              other="No friends yet, but # friend requests are waiting for you."
            />
          </p>
          {onOpenRequests && (
            <Button variant="primary" size="sm" onClick={onOpenRequests}>
              <Trans>Open notifications</Trans>
            </Button>
          )}
        </section>
      )}
      {view.status === 'ready' && view.online.total + view.offline.total === 0 && requestsWaiting === 0 && (
        <section className={s.section}>
          <p className={s.muted}>
            <Trans>You have no friends yet.</Trans>
          </p>
          <Link to={PATHS.usersList}>
            <Trans>Find people to add</Trans>
          </Link>
        </section>
      )}
      {view.status === 'ready' && view.online.total + view.offline.total > 0 && (
        <>
          <Group
            title={t`Online`}
            empty={t`Nobody is online right now.`}
            group={view.online}
            testId="friends-online"
            onPage={(page) => onPage('online', page)}
            onInvite={onInvite}
            onRemove={onRemove}
            onBlock={onBlock}
          />
          <Group
            title={t`Offline`}
            empty={t`Nobody is offline.`}
            group={view.offline}
            testId="friends-offline"
            onPage={(page) => onPage('offline', page)}
            onInvite={onInvite}
            onRemove={onRemove}
            onBlock={onBlock}
          />
        </>
      )}
      <UnfollowDialog
        friend={view.removing}
        busy={view.removeBusy}
        onConfirm={onConfirmRemoval}
        onCancel={onCancelRemoval}
      />
    </div>
  );
}

interface GroupProps {
  title: string;
  empty: string;
  group: FriendsGroupView;
  testId: string;
  onPage: (page: number) => void;
  onInvite: (id: number) => void;
  onRemove: (id: number) => void;
  onBlock?: (user: { id: number; name: string }) => void;
}

function Group({ title, empty, group, testId, onPage, onInvite, onRemove, onBlock }: GroupProps) {
  return (
    <section className={s.section} aria-label={title} data-testid={testId}>
      <h2 className={s.sectionTitle}>
        {title} <span className={s.count}>({group.total})</span>
      </h2>
      {group.friends.length === 0 ? (
        <p className={s.muted}>{empty}</p>
      ) : (
        <ul className={s.list}>
          {group.friends.map((friend) => (
            <FriendCard key={friend.id} friend={friend} onInvite={onInvite} onRemove={onRemove} onBlock={onBlock} />
          ))}
        </ul>
      )}
      <Pager page={group.page} pages={group.pages} label={title} onPage={onPage} />
    </section>
  );
}
