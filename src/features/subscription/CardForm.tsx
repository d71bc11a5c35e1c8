import { getFormProps, useForm } from '@conform-to/react';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { type CardFormInput, cardFormSchema } from '../../../contract/subscription';
import type { FieldErrors } from '../../../machines/shared/form-failure';
import { TextField } from '../../ui/TextField';
import { useServerErrors } from '../../ui/server-errors';
import { parseForm } from '../profile/parse-form';
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
    onValidate: ({ formData }) => parseForm(formData, cardFormSchema(now, wrongLengthMessage)),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const error = (errors: string[] | undefined) => cardErrorText(errors, i18n);
  const format = (name: keyof typeof CARD_FORMATTERS) => (event: FormEvent<HTMLInputElement>) =>
    reformatInput(event.currentTarget, CARD_FORMATTERS[name]);
  return (
    <form {...getFormProps(form)} className={s.form} aria-busy={busy || undefined}>
      <TextField
        label={t`Card number`}
        name={fields.number.name}
        key={fields.number.key}
        defaultValue={fields.number.initialValue}
        error={error(fields.number.errors)}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={19}
        onInput={format('number')}
        readOnly={busy}
      />
      <div className={s.cardRow}>
        <TextField
          label={t`Expiry date (MM/YY)`}
          name={fields.expiry.name}
          key={fields.expiry.key}
          defaultValue={fields.expiry.initialValue}
          error={error(fields.expiry.errors)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
          onInput={format('expiry')}
          readOnly={busy}
        />
        <TextField
          label={t`CVV`}
          name={fields.cvv.name}
          key={fields.cvv.key}
          defaultValue={fields.cvv.initialValue}
          error={error(fields.cvv.errors)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          onInput={format('cvv')}
          readOnly={busy}
        />
      </div>
      {children}
    </form>
  );
}
