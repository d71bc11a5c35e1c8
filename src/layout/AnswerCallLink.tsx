import { Trans, useLingui } from '@lingui/react/macro';
import type { ButtonVariants } from '../ui/Button.css';
import { Link } from '../ui/Link';

/**
 * The one way to answer an incoming friend call, used by the bell's entry and the ringing sheet:
 * a link to `/friend-call?incomingCallFrom=ID` (that page answers), and `onAnswer` so the
 * notifications machine stops ringing and closes the panel.
 */
export function AnswerCallLink({
  from,
  fromName,
  size = 'sm',
  className,
  onAnswer,
}: {
  from: number;
  fromName: string;
  size?: NonNullable<ButtonVariants>['size'];
  className?: string;
  onAnswer: (from: number) => void;
}) {
  const { t } = useLingui();
  return (
    <Link
      to="/friend-call"
      search={{ incomingCallFrom: from }}
      asButton={{ size }}
      className={className}
      aria-label={t`Answer the call from ${fromName}`}
      onClick={() => onAnswer(from)}
    >
      <Trans>Answer</Trans>
    </Link>
  );
}
