import { getFormProps, useForm } from '@conform-to/react';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { type CardFormInput, cardFormSchema } from '../../../contract/subscription';
import type { FieldErrors } from '../../../machines/shared/form-failure';
import { parseTextForm } from '../../ui/parse-text-form';
import { useServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import { CARD_FORMATTERS, reformatInput } from './card-input';
import * as s from './Subscription.css';
import { cardErrorText } from './subscription-messages';

const CARD_FIELDS = ['number', 'expiry', 'cvv'] as const;

export interface CardFormProps {
  id: string;
  /** Today, for "Card has expired". */
  now: Date;
  /** The message of a number of the wrong length (spec §5: the replace-card form says 'incomplete'). */
  wrongLengthMessage?: string;
  /** Server card errors, on their fields. */
  fieldErrors: FieldErrors;
  busy: boolean;
  onSubmit: (card: CardFormInput) => void;
  /** Messages and buttons under the fields (the buttons submit this form). */
  children: ReactNode;
}

/** The card form of the subscribe and replace-card popups: number in groups of four, MM/YY, CVV. */
export function CardForm({ id, now, wrongLengthMessage, fieldErrors, busy, onSubmit, children }: CardFormProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id,
    lastResult: useServerErrors(fieldErrors, CARD_FIELDS),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseTextForm(formData, cardFormSchema(now, wrongLengthMessage)),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const error = (errors: string[] | undefined) => cardErrorText(errors, i18n);
  const format = (name: keyof typeof CARD_FORMATTERS) => (event: FormEvent<HTMLInputElement>) =>
    reformatInput(event.currentTarget, CARD_FORMATTERS[name]);
  /** One of the three numeric card fields: the form's state, its error, its formatter. */
  const cardField = (
    name: keyof typeof CARD_FORMATTERS,
    field: { label: string; autoComplete: string; placeholder: string; maxLength: number },
  ) => (
    <TextField
      {...field}
      name={fields[name].name}
      key={fields[name].key}
      defaultValue={fields[name].initialValue}
      error={error(fields[name].errors)}
      inputMode="numeric"
      onInput={format(name)}
      readOnly={busy}
    />
  );
  return (
    <form {...getFormProps(form)} className={s.form} aria-busy={busy || undefined}>
      {cardField('number', {
        label: t`Card number`,
        autoComplete: 'cc-number',
        placeholder: '0000 0000 0000 0000',
        maxLength: 19,
      })}
      <div className={s.cardRow}>
        {cardField('expiry', {
          label: t`Expiry date (MM/YY)`,
          autoComplete: 'cc-exp',
          placeholder: t`MM/YY`,
          maxLength: 5,
        })}
        {cardField('cvv', { label: t`CVV`, autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 })}
      </div>
      {children}
    </form>
  );
}
