import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendCardView } from '../../../machines/friends-list/friends-list.selectors';
import { Avatar } from '../../layout/Avatar';
import { Button } from '../../ui/Button';
import { breedNameOrNull } from '../breeds/breed-name';
import { GenderIcon } from '../call/call-icons';
import * as s from './Friends.css';

export interface FriendCardProps {
  friend: FriendCardView;
  onInvite: (id: number) => void;
  onRemove: (id: number) => void;
  /** Opens the block popup for this friend. */
  onBlock?: (user: { id: number; name: string }) => void;
}

/** One friend (spec §3): avatar with the online dot, name, pet name with gender icon, breed, on-call badge. */
export function FriendCard({ friend, onInvite, onRemove, onBlock }: FriendCardProps) {
  const { t, i18n } = useLingui();
  const breed = breedNameOrNull(friend.breed, i18n.locale);
  return (
    <li className={s.card} data-testid="friend-card" data-friend-id={friend.id}>
      <span className={s.avatarWrap}>
        <Avatar name={friend.name} image={friend.image} />
        <span
          className={friend.online ? s.dotOnline : s.dot}
          role="img"
          aria-label={friend.online ? t`Online` : t`Offline`}
        />
      </span>
      <span className={s.who}>
        <span className={s.name}>{friend.name}</span>
        <span className={s.pet}>
          <span
            className={friend.petGender === 'boy' ? s.boy : s.girl}
            role="img"
            aria-label={friend.petGender === 'boy' ? t`Boy` : t`Girl`}
          >
            <GenderIcon gender={friend.petGender} width="16" height="16" />
          </span>
          <span>{friend.petName}</span>
          {breed && <span>· {breed}</span>}
          {friend.onCall && (
            <span className={s.badge} data-testid="on-call">
              <Trans>On a call</Trans>
            </span>
          )}
        </span>
      </span>
      <span className={s.actions}>
        {friend.canInvite && (
          <Button size="sm" onClick={() => onInvite(friend.id)} aria-label={t`Invite ${friend.name} to a chat`}>
            <Trans>Invite to chat</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onRemove(friend.id)}
          aria-label={t`Remove ${friend.name} from friends`}
        >
          <Trans>Remove</Trans>
        </Button>
        {onBlock && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onBlock({ id: friend.id, name: friend.name })}
            aria-label={t`Block ${friend.name}`}
          >
            <Trans>Block</Trans>
          </Button>
        )}
      </span>
    </li>
  );
}
