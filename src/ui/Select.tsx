import type { ComponentProps, ReactNode } from 'react';
import * as s from './Field.css';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './field-ids';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice such as "Choose a breed". */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A native select: keyboard, screen readers and mobile pickers work as users expect. */
export function Select({ label, options, placeholder, error, hint, id, className, ...rest }: SelectProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.controlId}
        className={[s.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
