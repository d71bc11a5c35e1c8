import { Trans, useLingui } from '@lingui/react/macro';
import type { Reconnecting } from '../../../machines/call-link/call-link.types';
import { visuallyHidden } from '../../styles/utilities.css';
import { Spinner } from '../../ui/Spinner';
import * as s from './CallLinkStatus.css';

/** 0:07, 1:02: the time since the picture froze. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface ReconnectingNoticeProps {
  reconnecting: Reconnecting;
  /** The partner's name (the owner), said in the detail line. */
  partnerName: string;
}

/**
 * Over the frozen picture while a call recovers (issue 24): "Reconnecting…" with the time since
 * the fault, or "You are offline" on the side that lost the network. Shared by the random chat
 * and the friend call; the partner's card stays beside it.
 */
export function ReconnectingNotice({ reconnecting, partnerName }: ReconnectingNoticeProps) {
  const { t } = useLingui();
  const elapsed = formatElapsed(reconnecting.seconds);
  const title = reconnecting.offline ? t`You are offline` : t`Reconnecting…`;
  return (
    <div className={s.overlay}>
      <div
        className={s.notice}
        role="status"
        aria-live="polite"
        data-testid="reconnecting"
        data-offline={reconnecting.offline || undefined}
      >
        <span className={s.title}>
          {!reconnecting.offline && <Spinner size="sm" label="" />} {title}
        </span>
        <span className={s.timer}>
          <span className={visuallyHidden}>{t`Time since the connection broke:`} </span>
          {elapsed}
        </span>
        <span className={s.detail}>
          {reconnecting.offline ? (
            <Trans>Check your Wi-Fi or mobile data. The call goes on when you are back online.</Trans>
          ) : (
            <Trans>The connection with {partnerName} dropped. Trying to bring the call back…</Trans>
          )}
        </span>
      </div>
    </div>
  );
}
