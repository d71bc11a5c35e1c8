import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { StatusMessage } from './StatusMessage';

/** A load that failed: the error (announced at once) and a "Try again" button. */
export function LoadFailed({
  className,
  onRetry,
  children,
}: {
  className?: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <StatusMessage tone="error">{children}</StatusMessage>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
