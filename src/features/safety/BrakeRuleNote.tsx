import { Trans } from '@lingui/react/macro';
import { BRAKE_RULE } from '../../../contract/safety';
import * as s from './BrakeRuleNote.css';

export interface BrakeRuleNoteProps {
  /** The server's REPORTER_MIN_ACCOUNT_AGE_HOURS; the default unless the page knows better. */
  minAccountAgeHours?: number;
  /** Unfolded at first (stories); the moderation page shows it folded. */
  defaultOpen?: boolean;
}

/**
 * "What pauses an account" on the moderation page: the review brake's rule and thresholds
 * (contract/safety.ts `BRAKE_RULE`, docs/decisions.md "The review brake"), so a moderator knows
 * why an account reached them paused, and why a pile of reports did not pause it.
 */
export function BrakeRuleNote({
  minAccountAgeHours = BRAKE_RULE.defaultMinAccountAgeHours,
  defaultOpen = false,
}: BrakeRuleNoteProps) {
  const { reporters, windowMinutes, dismissedReports, dismissedWindowDays } = BRAKE_RULE;
  return (
    <details className={s.note} data-testid="brake-rule" open={defaultOpen}>
      <summary className={s.summary}>
        <Trans>What pauses an account</Trans>
      </summary>
      <p>
        <Trans>
          Random chat pauses for an account, until a moderator acts on one of its reports, once {reporters} independent
          people report it within {windowMinutes} minutes. A reporter counts only when:
        </Trans>
      </p>
      <ul className={s.list}>
        <li>
          <Trans>their email is verified;</Trans>
        </li>
        <li>
          <Trans>their account is at least {minAccountAgeHours} hours old;</Trans>
        </li>
        <li>
          <Trans>
            they report from a network no other counted reporter used (the same /24 for IPv4 or /48 for IPv6 counts
            once);
          </Trans>
        </li>
        <li>
          <Trans>the reported account has not blocked them;</Trans>
        </li>
        <li>
          <Trans>
            fewer than {dismissedReports} of their reports were dismissed in the last {dismissedWindowDays} days.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>Reports that do not count still appear in the queue.</Trans>
      </p>
    </details>
  );
}
