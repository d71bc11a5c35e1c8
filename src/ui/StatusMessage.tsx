import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from './icons';
import * as s from './StatusMessage.css';

/**
 * A message under a form or in a popup: success is announced politely (`status`), an error at
 * once (`alert`).
 */
export function StatusMessage({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p className={s.message({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <AlertIcon /> : <CheckCircleIcon />}
      <span>{children}</span>
    </p>
  );
}
