import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Theme } from '../../../machines/preferences/preferences.types';
import * as f from '../../ui/Field.css';
import { useFieldIds } from '../../ui/field-ids';
import * as s from './GenderPicker.css';
import { GENDER_OPTIONS } from './gender-options';

export interface GenderPickerProps {
  legend: ReactNode;
  name: string;
  defaultValue?: string;
  error?: string | null;
  /** The icon variant follows the theme. */
  theme: Theme;
}

/** The pet gender choice with its icons (spec §2 sign-up "pet gender select with icons"). */
export function GenderPicker({ legend, name, defaultValue, error, theme }: GenderPickerProps) {
  const { i18n } = useLingui();
  const { errorId, describedBy } = useFieldIds(undefined, false, Boolean(error));
  return (
    <fieldset className={s.fieldset} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.options}>
        {GENDER_OPTIONS.map((option) => {
          const Icon = option.icons[theme];
          return (
            <label key={option.id} className={[s.option, error ? s.invalid : undefined].filter(Boolean).join(' ')}>
              <input
                className={s.radio}
                type="radio"
                name={name}
                value={option.value}
                defaultChecked={defaultValue === option.value}
              />
              <Icon />
              <span>{i18n._(option.label)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={f.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
