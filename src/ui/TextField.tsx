import type { ComponentProps, ReactNode } from 'react';
import * as s from './Field.css';
import { FieldFrame } from './FieldFrame';
import { useFieldIds } from './field-ids';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Already translated error text; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Something inside the right end of the input (e.g. a show-password button). */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, trailing, id, className, type = 'text', ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const input = (
    <input
      id={ids.controlId}
      type={type}
      className={[s.control, trailing ? s.trailingControl : undefined, className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      {...rest}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      {trailing ? (
        <div className={s.withTrailing}>
          {input}
          <span className={s.trailing}>{trailing}</span>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
