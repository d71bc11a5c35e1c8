import { getFormProps, useForm } from '@conform-to/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type SignupInput, signupFormSchema } from '../../../contract/auth';
import { isoDay } from '../../../contract/safety';
import type { BreedView } from '../../../contract/user';
import type { Language, Theme } from '../../../machines/preferences/preferences.types';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { INTL_LOCALE } from '../../i18n/locales';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { internationalNumber } from '../../ui/countries';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { PhoneField } from '../../ui/PhoneField';
import { Select } from '../../ui/Select';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import * as s from './AuthPage.css';
import { errorText } from './error-text';
import { useServerResult } from './form-support';
import { GenderPicker } from './GenderPicker';
import { parseForm } from './parse-form';

export interface SignupViewProps {
  busy: boolean;
  /** Null until the breeds are loaded: the breed select is shown only then (spec §2). */
  breeds: BreedView[] | null;
  breedsFailed: boolean;
  /** The account exists but the automatic login failed. */
  registered: boolean;
  formError: MessageDescriptor | null;
  fieldErrors: FieldErrors | null;
  language: Language;
  theme: Theme;
  onSubmit: (values: SignupInput) => void;
  onRetryBreeds: () => void;
}

const PHONE_COUNTRY = 'phone_country';

/** The sign-up form's data with the phone in international form (`+<dial><number>`). */
function withInternationalPhone(formData: FormData): FormData {
  const data = new FormData();
  for (const [name, value] of formData) if (name !== PHONE_COUNTRY) data.append(name, value);
  data.set(
    'phone',
    internationalNumber(String(formData.get(PHONE_COUNTRY) ?? ''), String(formData.get('phone') ?? '')),
  );
  return data;
}

/** Spec §2 /signup, "quick registration". */
export function SignupView({
  busy,
  breeds,
  breedsFailed,
  registered,
  formError,
  fieldErrors,
  language,
  theme,
  onSubmit,
  onRetryBreeds,
}: SignupViewProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'signup',
    lastResult: useServerResult(fieldErrors),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(withInternationalPhone(formData), signupFormSchema, ['terms']),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { terms: _accepted, ...values } = submission.value;
      onSubmit({ ...values, locale: language });
    },
  });
  const error = (name: keyof typeof fields) => errorText(fields[name].errors, i18n);
  const breedOptions = (breeds ?? []).map((b) => ({
    value: String(b.id),
    label: language === 'ua' ? b.name_ua : b.name,
  }));

  return (
    <section className={s.card({ width: 'wide' })} aria-labelledby="signup-title">
      <header className={s.header}>
        <h1 id="signup-title" className={s.title}>
          <Trans>Quick registration</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>Tell us about you and your pet. It takes a minute.</Trans>
        </p>
      </header>
      <form {...getFormProps(form)} className={s.form}>
        <div className={s.pair}>
          <TextField
            label={t`Your name`}
            name={fields.name.name}
            key={fields.name.key}
            defaultValue={fields.name.initialValue}
            error={error('name')}
            autoComplete="name"
          />
          <PhoneField
            label={t`Phone`}
            name={fields.phone.name}
            countryName={PHONE_COUNTRY}
            error={error('phone')}
            locale={INTL_LOCALE[language]}
          />
        </div>
        <div className={s.pair}>
          <TextField
            label={t`Pet name`}
            name={fields.pet_name.name}
            key={fields.pet_name.key}
            defaultValue={fields.pet_name.initialValue}
            error={error('pet_name')}
            autoComplete="off"
          />
          {breeds ? (
            <Select
              label={t`Pet breed`}
              name={fields.pet_breed.name}
              key={fields.pet_breed.key}
              defaultValue={fields.pet_breed.initialValue}
              placeholder={t`Choose a breed`}
              options={breedOptions}
              error={error('pet_breed')}
            />
          ) : breedsFailed ? (
            <div className={s.form}>
              <StatusMessage tone="error">
                <Trans>The breeds could not be loaded.</Trans>
              </StatusMessage>
              <Button variant="secondary" size="sm" onClick={onRetryBreeds}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : (
            <p className={s.lead} role="status">
              <Trans>Loading breeds…</Trans>
            </p>
          )}
        </div>
        <TextField
          label={t`Your date of birth`}
          type="date"
          name={fields.birth_date.name}
          key={fields.birth_date.key}
          defaultValue={fields.birth_date.initialValue}
          error={error('birth_date')}
          autoComplete="bday"
          max={isoDay(new Date())}
          hint={t`Random video chat is for adults (18+).`}
        />
        <GenderPicker
          legend={t`Pet gender`}
          name={fields.pet_gender.name}
          key={fields.pet_gender.key}
          defaultValue={fields.pet_gender.initialValue}
          error={error('pet_gender')}
          theme={theme}
        />
        <div className={s.pair}>
          <TextField
            label={t`Email`}
            type="email"
            name={fields.email.name}
            key={fields.email.key}
            defaultValue={fields.email.initialValue}
            error={error('email')}
            autoComplete="email"
            inputMode="email"
          />
          <PasswordField
            label={t`Password`}
            name={fields.password.name}
            key={fields.password.key}
            defaultValue={fields.password.initialValue}
            error={error('password')}
            autoComplete="new-password"
            hint={t`At least 8 characters`}
          />
        </div>
        <Checkbox
          label={t`Send me emails about product updates`}
          name={fields.email_subscription.name}
          key={fields.email_subscription.key}
        />
        <Checkbox
          label={
            <Trans>
              I agree to the{' '}
              <Link to="/terms" target="_blank" rel="noopener">
                Terms and conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                Privacy policy
              </Link>
            </Trans>
          }
          name={fields.terms.name}
          key={fields.terms.key}
          error={error('terms')}
        />
        {formError && <StatusMessage tone="error">{i18n._(formError)}</StatusMessage>}
        {registered ? (
          <Link to="/login" asButton={{ block: true }}>
            <Trans>Log in</Trans>
          </Link>
        ) : (
          <Button type="submit" block loading={busy}>
            <Trans>Sign up</Trans>
          </Button>
        )}
      </form>
      <p className={s.centered}>
        <Trans>
          Already have an account? <Link to="/login">Log in</Link>
        </Trans>
      </p>
    </section>
  );
}
