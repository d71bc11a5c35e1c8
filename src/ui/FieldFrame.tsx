import type { ReactNode } from 'react';
import * as s from './Field.css';

export interface FieldFrameProps {
  /** Ids from `useFieldIds`, so the label, hint and error point at the control they describe. */
  ids: { controlId: string; hintId: string; errorId: string };
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** What every labelled field draws around its control: the label above, the hint and the error below. */
export function FieldFrame({ ids, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={s.field}>
      <label htmlFor={ids.controlId} className={s.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={s.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={s.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
