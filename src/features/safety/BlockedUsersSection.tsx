import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockedUsersView } from '../../../machines/blocked-users/blocked-users.selectors';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import * as s from '../profile/ProfilePage.css';
import { UnblockDialog } from './UnblockDialog';

export interface BlockedUsersSectionProps {
  view: BlockedUsersView;
  onRetry: () => void;
  onUnblock: (id: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The profile's blocked users: whom you blocked, and unblocking one after a confirmation. */
export function BlockedUsersSection({ view, onRetry, onUnblock, onConfirm, onCancel }: BlockedUsersSectionProps) {
  const { t } = useLingui();
  return (
    <section className={s.card} aria-labelledby="profile-blocked-title" data-testid="blocked-users">
      <h2 id="profile-blocked-title" className={s.cardTitle}>
        <Trans>Blocked users</Trans>
      </h2>
      {view.loading ? (
        <Spinner size="sm" label={t`Loading…`} />
      ) : view.failed ? (
        <LoadFailed onRetry={onRetry}>
          <Trans>The blocked users could not be loaded.</Trans>
        </LoadFailed>
      ) : view.users.length === 0 ? (
        <p className={s.muted}>
          <Trans>You have not blocked anyone. Block someone from the chat if they bother you.</Trans>
        </p>
      ) : (
        view.users.map((user) => (
          <div key={user.id} className={s.row}>
            <p>{user.name}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onUnblock(user.id)}
              aria-label={t`Unblock ${user.name}`}
            >
              <Trans>Unblock</Trans>
            </Button>
          </div>
        ))
      )}
      <UnblockDialog user={view.unblocking} busy={view.busy} onConfirm={onConfirm} onCancel={onCancel} />
    </section>
  );
}
