import type { ComponentProps, ReactNode } from 'react';
import * as f from '../../ui/Field.css';
import { useFieldIds } from '../../ui/field-ids';
import * as s from './ReportDialog.css';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  /** Already translated error text; marks the textarea invalid. */
  error?: string | null;
}

/** A labelled textarea with its error, built like the kit's TextField. */
export function TextAreaField({ label, error, id, className, ...rest }: TextAreaFieldProps) {
  const { controlId, errorId, describedBy } = useFieldIds(id, false, Boolean(error));
  return (
    <div className={f.field}>
      <label htmlFor={controlId} className={f.label}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={[f.control, s.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error && (
        <p id={errorId} className={f.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
