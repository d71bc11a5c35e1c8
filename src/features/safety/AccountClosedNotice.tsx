import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountClosed } from '../../../machines/shared/api-failure';
import { INTL_LOCALE } from '../../i18n/locales';
import { Link } from '../../ui/Link';
import { StatusMessage } from '../../ui/StatusMessage';

/**
 * Why a suspended or banned account cannot log in: the reason, the end date of a suspension, the
 * note; for a ban, the link to the one appeal (its token in the fragment, never sent to a server).
 */
export function AccountClosedNotice({ closed }: { closed: AccountClosed }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === 'ua' ? 'ua' : 'en';
  const until = closed.until
    ? new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(closed.until),
      )
    : '';
  return (
    <div data-testid="account-closed">
      <StatusMessage tone="error">
        {closed.reason === 'banned'
          ? t`Your account is banned for breaking the community rules.`
          : t`Your account is suspended until ${until}.`}
      </StatusMessage>
      {closed.note && (
        <p>
          <Trans>Moderator's note: {closed.note}</Trans>
        </p>
      )}
      {closed.reason === 'banned' && closed.appealToken && (
        <p>
          <Link to="/appeal" hash={`token=${encodeURIComponent(closed.appealToken)}`} data-testid="appeal-link">
            <Trans>Think this is a mistake? Appeal against the ban</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
