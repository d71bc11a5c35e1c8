import type { ComponentProps, ReactNode } from 'react';
import * as s from './Field.css';
import { useFieldIds } from './field-ids';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const { controlId, errorId, describedBy } = useFieldIds(id, false, Boolean(error));
  return (
    <div className={s.field}>
      <label htmlFor={controlId} className={s.checkboxRow}>
        <input
          id={controlId}
          type="checkbox"
          className={[s.checkbox, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
