import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import * as s from './CallScreen.css';

export interface ConnectionLostProps {
  /** The way on: "Search again" in the random chat, "Call back" in a friend call. */
  actionLabel: ReactNode;
  onAction(): void;
  /** A second way out (the friend call's Back). */
  secondary?: ReactNode;
}

/**
 * The call's connection broke and did not come back within 20 s (issue 24): said in words, with a
 * way on. Shared by the random chat and the friend call.
 */
export function ConnectionLost({ actionLabel, onAction, secondary }: ConnectionLostProps) {
  return (
    <div className={s.problem} role="alert" data-testid="connection-lost">
      <h2 className={s.problemTitle}>
        <Trans>Connection lost</Trans>
      </h2>
      <p className={s.problemText}>
        <Trans>The call dropped and could not be brought back. Check your connection.</Trans>
      </p>
      <Button onClick={onAction} autoFocus>
        {actionLabel}
      </Button>
      {secondary}
    </div>
  );
}
