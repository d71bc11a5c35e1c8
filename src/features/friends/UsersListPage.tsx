import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRowView, UsersListView } from '../../../machines/users-list/users-list.selectors';
import { Avatar } from '../../layout/Avatar';
import { PATHS } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { breedNameOrNull } from '../breeds/breed-name';
import { FriendLimitPrompt } from './FriendLimitPrompt';
import * as s from './Friends.css';
import { Pager } from './Pager';

export interface UsersListPageProps {
  view: UsersListView;
  rows: UserRowView[];
  /** A request is on its way: the other add buttons wait. */
  sending: boolean;
  /** Spec §6: the last attempt stopped at the friends limit. */
  limitReached: boolean;
  onSearch: (query: string) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onAdd: (id: number) => void;
  onAccept: (id: number) => void;
  /** Opens the block popup for a user. */
  onBlock?: (user: { id: number; name: string }) => void;
}

/** All users (spec §2 "/users-list"): search, pages, an add-friend (or accept) button per user. */
export function UsersListPage({
  view,
  rows,
  sending,
  limitReached,
  onSearch,
  onPage,
  onRetry,
  onAdd,
  onAccept,
  onBlock,
}: UsersListPageProps) {
  const { t } = useLingui();
  return (
    <div className={s.page}>
      <Link to={PATHS.friends} className={s.backLink}>
        <span aria-hidden="true">←</span> <Trans>Friends</Trans>
      </Link>
      <h1 className={s.title}>
        <Trans>All users</Trans>
      </h1>
      <div className={s.search}>
        <TextField
          type="search"
          label={t`Search by name`}
          value={view.query}
          maxLength={50}
          autoComplete="off"
          onChange={(e) => onSearch(e.currentTarget.value)}
        />
      </div>
      {limitReached && <FriendLimitPrompt className={s.warning} />}
      <section className={s.section} aria-busy={view.status === 'loading'}>
        {view.status === 'loading' && rows.length === 0 && (
          <div className={s.centre}>
            <Spinner size="lg" label={t`Loading users…`} />
          </div>
        )}
        {view.status === 'failed' && (
          <LoadFailed className={s.problem} onRetry={onRetry}>
            {view.error ? (
              <Trans>Users could not be loaded: {view.error}</Trans>
            ) : (
              <Trans>Users could not be loaded.</Trans>
            )}
          </LoadFailed>
        )}
        {view.status !== 'failed' && !(view.status === 'loading' && rows.length === 0) && rows.length === 0 && (
          <p className={s.muted}>
            {view.q ? <Trans>Nobody is called “{view.q}”.</Trans> : <Trans>There is nobody else here yet.</Trans>}
          </p>
        )}
        {view.status !== 'failed' && rows.length > 0 && (
          <ul className={s.list}>
            {rows.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                sending={sending}
                onAdd={onAdd}
                onAccept={onAccept}
                onBlock={onBlock}
              />
            ))}
          </ul>
        )}
        {view.status === 'ready' && <Pager page={view.page} pages={view.pages} label={t`All users`} onPage={onPage} />}
      </section>
    </div>
  );
}

function UserRow({
  user,
  sending,
  onAdd,
  onAccept,
  onBlock,
}: {
  user: UserRowView;
  sending: boolean;
  onAdd: (id: number) => void;
  onAccept: (id: number) => void;
  onBlock?: (user: { id: number; name: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const breed = breedNameOrNull(user.breed, i18n.locale);
  return (
    <li className={s.card} data-testid="user-row" data-user-id={user.id}>
      <Avatar name={user.name} image={user.image} />
      <span className={s.who}>
        <span className={s.name}>{user.name}</span>
        <span className={s.pet}>
          <span>{user.petName}</span>
          {breed && <span>· {breed}</span>}
        </span>
      </span>
      <span className={s.actions}>
        {user.relation === null && (
          <Button
            size="sm"
            loading={user.busy}
            disabled={sending && !user.busy}
            onClick={() => onAdd(user.id)}
            // Visible text first, then whom (WCAG 2.5.3 label in name).
            aria-label={t`Add friend: ${user.name}`}
          >
            <Trans>Add friend</Trans>
          </Button>
        )}
        {user.relation === 'request_received' && (
          <Button
            size="sm"
            loading={user.busy}
            disabled={sending && !user.busy}
            onClick={() => onAccept(user.id)}
            aria-label={t`Accept the friend request of ${user.name}`}
          >
            <Trans>Accept</Trans>
          </Button>
        )}
        {user.relation === 'request_sent' && (
          <span className={s.muted}>
            <Trans>Requested</Trans>
          </span>
        )}
        {user.relation === 'friend' && (
          <span className={s.muted}>
            <Trans>Friends</Trans>
          </span>
        )}
        {onBlock && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onBlock({ id: user.id, name: user.name })}
            aria-label={t`Block ${user.name}`}
          >
            <Trans>Block</Trans>
          </Button>
        )}
      </span>
    </li>
  );
}
