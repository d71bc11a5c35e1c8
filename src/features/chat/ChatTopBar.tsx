import { Trans, useLingui } from '@lingui/react/macro';
import type { CompanionView } from '../../../machines/random-chat/random-chat.selectors';
import { PATHS } from '../../routing/paths';
import { UserPlusIcon } from '../../ui/account-icons';
import { Link } from '../../ui/Link';
import * as call from '../call/CallScreen.css';
import { ArrowLeftIcon, BlockIcon, GenderIcon } from '../call/call-icons';
import * as s from './ChatScreen.css';

export interface ChatTopBarProps {
  breed: { name: string | null } | null;
  companion: CompanionView | null;
  visible: boolean;
  onAddFriend?: () => void;
  /** The request for this companion: on its way, sent ("requested"), or it made them friends. */
  friendRequest?: 'sending' | 'requested' | 'friends' | null;
  /** Opens the block popup for the companion. */
  onBlock?: () => void;
}

/**
 * Spec §2: the chat title ('general chat', or a back link with the breed name that clears the
 * breed filter), and the companion's gender icon, name and add-friend button.
 */
export function ChatTopBar({ breed, companion, visible, onAddFriend, friendRequest = null, onBlock }: ChatTopBarProps) {
  const { t } = useLingui();
  const breedName = breed?.name ?? t`Breed chat`;
  return (
    <header className={[s.topBar, visible ? undefined : call.concealed.top].filter(Boolean).join(' ')}>
      {breed ? (
        <Link
          to={PATHS.home}
          className={`${s.titleLink} ${s.chatTitle}`}
          aria-label={t`Back to the general chat from ${breedName}`}
          data-testid="chat-title"
        >
          <ArrowLeftIcon />
          <span className={call.ellipsis}>{breedName}</span>
        </Link>
      ) : (
        <span className={`${call.pill} ${s.chatTitle}`} data-testid="chat-title">
          <span className={call.ellipsis}>
            <Trans>General chat</Trans>
          </span>
        </span>
      )}
      {companion && (
        <span className={s.companionTop} data-testid="companion-top">
          <span
            className={companion.petGender === 'boy' ? call.boy : call.girl}
            role="img"
            aria-label={companion.petGender === 'boy' ? t`Boy` : t`Girl`}
          >
            <GenderIcon gender={companion.petGender} />
          </span>
          <span className={call.ellipsis}>{companion.name}</span>
          {onAddFriend && !companion.isFriend && friendRequest === 'requested' && (
            <span className={s.requested} data-testid="friend-requested">
              <Trans>Requested</Trans>
            </span>
          )}
          {onAddFriend && !companion.isFriend && (friendRequest === null || friendRequest === 'sending') && (
            <button
              type="button"
              className={call.smallIconButton}
              onClick={onAddFriend}
              disabled={friendRequest === 'sending'}
              aria-busy={friendRequest === 'sending' || undefined}
              aria-label={t`Add ${companion.name} as a friend`}
            >
              <UserPlusIcon width="22" height="22" />
            </button>
          )}
          {onBlock && (
            <button
              type="button"
              className={call.smallIconButton}
              onClick={onBlock}
              aria-label={t`Block ${companion.name}`}
              data-testid="block-companion"
            >
              <BlockIcon />
            </button>
          )}
        </span>
      )}
    </header>
  );
}
