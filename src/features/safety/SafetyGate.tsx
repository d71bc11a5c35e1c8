import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { birthDateBody, isoDay, SAFETY_MESSAGES, type SafetyFields } from '../../../contract/safety';
import type { BirthDateView } from '../../../machines/birth-date/birth-date.selectors';
import { translateValidation } from '../../i18n/safety-texts';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { errorText } from '../accounts/error-text';
import { parseForm } from '../accounts/parse-form';

/** Why random chat is closed to this user now, or null (contract/safety.ts, decided again by the server). */
export function gateOf(user: SafetyFields): 'birthDate' | 'adultsOnly' | 'underReview' | null {
  if (user.birth_date === null) return 'birthDate';
  if (!user.is_adult) return 'adultsOnly';
  if (user.under_review) return 'underReview';
  return null;
}

export interface SafetyGateProps {
  gate: 'birthDate' | 'adultsOnly' | 'underReview';
  birthDate: BirthDateView;
  onSaveBirthDate: (value: string) => void;
}

/** Shown on the chat screen instead of Start: the date-of-birth prompt, or why random chat is closed. */
export function SafetyGate({ gate, birthDate, onSaveBirthDate }: SafetyGateProps) {
  const { t, i18n } = useLingui();
  // The date is checked with the contract schema the server uses (required, real, not in the
  // future, at most 120 years ago), in the contract's words.
  const [form, fields] = useForm({
    id: 'birth-date',
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, birthDateBody),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSaveBirthDate(submission.value.birth_date);
    },
  });
  if (gate === 'adultsOnly')
    return (
      <p role="status" data-testid="chat-gate">
        {translateValidation(SAFETY_MESSAGES.adultsOnly, i18n)} <Trans>You can still make friends and call them.</Trans>
      </p>
    );
  if (gate === 'underReview')
    return (
      <p role="status" data-testid="chat-gate">
        {translateValidation(SAFETY_MESSAGES.underReview, i18n)}
      </p>
    );
  const error =
    errorText(fields.birth_date.errors, i18n) ?? (birthDate.error ? translateValidation(birthDate.error, i18n) : null);
  return (
    <form {...getFormProps(form)} noValidate aria-label={t`Your date of birth`} data-testid="chat-gate">
      <p>
        <Trans>Random video chat is for adults. Please tell us your date of birth once before your first chat.</Trans>
      </p>
      <TextField
        label={t`Your date of birth`}
        type="date"
        name={fields.birth_date.name}
        key={fields.birth_date.key}
        max={isoDay(new Date())}
        error={error}
      />
      <Button type="submit" loading={birthDate.busy}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
