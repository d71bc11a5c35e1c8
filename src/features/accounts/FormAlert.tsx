import type { ReactNode } from 'react';
import * as s from './AuthPage.css';

/** A message about the whole form: errors are announced at once, successes politely. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={s.alert({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
