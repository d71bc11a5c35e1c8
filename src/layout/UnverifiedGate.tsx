import { Trans } from '@lingui/react/macro';
import { MailIcon } from '../ui/icons';
import * as s from './Page.css';

export interface UnverifiedGateProps {
  email: string;
}

/**
 * What a signed-in user with an unverified email sees instead of any app page (spec §2 guards,
 * §6). The verification form (code, resend countdown) is placed here by the accounts work.
 */
export function UnverifiedGate({ email }: UnverifiedGateProps) {
  return (
    <section className={s.card} data-testid="unverified-gate">
      <span className={s.badgeIcon}>
        <MailIcon width={32} height={32} />
      </span>
      <h1 className={s.title}>
        <Trans>Please verify your email</Trans>
      </h1>
      <p className={s.lead}>
        <Trans>
          We sent a verification code to <strong>{email}</strong>. Confirm your email to start chatting.
        </Trans>
      </p>
    </section>
  );
}
