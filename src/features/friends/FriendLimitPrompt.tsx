import { Trans } from '@lingui/react/macro';
import { PATHS } from '../../routing/paths';
import { Link } from '../../ui/Link';

/**
 * The friend limit's subscribe prompt (spec §8 'you used limit'): the users list and the chat's
 * "Meet again?" card show the same words and the same way to the subscription.
 */
export function FriendLimitPrompt({ className }: { className?: string }) {
  return (
    <p className={className} role="alert" data-testid="friend-limit">
      <Trans>You used your friends limit. Subscribe to add more friends.</Trans>{' '}
      <Link to={PATHS.subscription}>
        <Trans>Subscribe now</Trans>
      </Link>
    </p>
  );
}
