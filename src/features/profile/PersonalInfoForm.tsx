import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { profileUpdateSchema } from '../../../contract/profile';
import type { BreedView, UserView } from '../../../contract/user';
import type { ProfileValues } from '../../../machines/profile-form/profile-form.types';
import type { FieldErrors, FormProblem } from '../../../machines/shared/form-failure';
import { Button } from '../../ui/Button';
import { parseTextForm } from '../../ui/parse-text-form';
import { Select } from '../../ui/Select';
import { StatusMessage } from '../../ui/StatusMessage';
import { useServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import { breedName } from '../breeds/breed-name';
import * as s from './ProfilePage.css';
import { fieldErrorText, PROBLEM_TEXTS, summaryProblem } from './profile-messages';

export interface PersonalInfoFormProps {
  user: Pick<UserView, 'name' | 'phone' | 'pet_name' | 'pet_breed' | 'pet_gender'>;
  breeds: BreedView[];
  breedsLoading: boolean;
  saving: boolean;
  /** "Profile saved" is on screen (5 s). */
  saved: boolean;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
  onSave: (values: ProfileValues) => void;
  /** Cancel changes: the fields go back to the saved profile. */
  onReset: () => void;
}

const PROFILE_FIELDS = ['pet_name', 'name', 'phone', 'pet_breed', 'pet_gender'] as const;

/** Personal info (spec §2 "Profile form"): pet name, owner name, phone, breed, gender. */
export function PersonalInfoForm({
  user,
  breeds,
  breedsLoading,
  saving,
  saved,
  problem,
  fieldErrors,
  onSave,
  onReset,
}: PersonalInfoFormProps) {
  const { t, i18n } = useLingui();
  const summary = summaryProblem(problem, fieldErrors, PROFILE_FIELDS);
  const [form, fields] = useForm({
    id: 'profile-personal-info',
    defaultValue: {
      pet_name: user.pet_name,
      name: user.name,
      phone: user.phone,
      pet_breed: user.pet_breed === null ? '' : String(user.pet_breed),
      pet_gender: user.pet_gender,
    },
    lastResult: useServerErrors(fieldErrors, PROFILE_FIELDS),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseTextForm(formData, profileUpdateSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSave(submission.value);
    },
  });
  const error = (errors: string[] | undefined) => fieldErrorText(errors, i18n);
  const breedOptions = breeds.map((breed) => ({ value: String(breed.id), label: breedName(breed, i18n.locale) }));

  return (
    <section className={s.card} aria-labelledby="profile-info-title">
      <h2 id="profile-info-title" className={s.cardTitle}>
        <Trans>Personal info</Trans>
      </h2>
      <form {...getFormProps(form)} className={s.form}>
        <div className={s.fieldGrid}>
          <TextField
            label={t`Pet name`}
            name={fields.pet_name.name}
            key={fields.pet_name.key}
            defaultValue={fields.pet_name.initialValue}
            error={error(fields.pet_name.errors)}
            autoComplete="off"
          />
          <TextField
            label={t`Owner name`}
            name={fields.name.name}
            key={fields.name.key}
            defaultValue={fields.name.initialValue}
            error={error(fields.name.errors)}
            autoComplete="name"
          />
          <TextField
            label={t`Phone`}
            type="tel"
            name={fields.phone.name}
            key={fields.phone.key}
            defaultValue={fields.phone.initialValue}
            error={error(fields.phone.errors)}
            autoComplete="tel"
          />
          <Select
            label={t`Breed`}
            name={fields.pet_breed.name}
            // Remounted when the list arrives, so the saved breed is selected among the options.
            key={`${fields.pet_breed.key ?? ''}-${breeds.length}`}
            defaultValue={fields.pet_breed.initialValue}
            placeholder={breedsLoading ? t`Loading breeds…` : t`Choose a breed`}
            options={breedOptions}
            disabled={breedsLoading}
            error={error(fields.pet_breed.errors)}
          />
          <Select
            label={t`Pet gender`}
            name={fields.pet_gender.name}
            key={fields.pet_gender.key}
            defaultValue={fields.pet_gender.initialValue}
            placeholder={t`Choose a gender`}
            options={[
              { value: 'boy', label: t`Boy` },
              { value: 'girl', label: t`Girl` },
            ]}
            error={error(fields.pet_gender.errors)}
          />
        </div>
        {saved && (
          <StatusMessage tone="success">
            <Trans>Profile saved successfully</Trans>
          </StatusMessage>
        )}
        {summary && <StatusMessage tone="error">{i18n._(PROBLEM_TEXTS[summary])}</StatusMessage>}
        <div className={s.actions}>
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() => {
              form.reset();
              onReset();
            }}
          >
            <Trans>Cancel changes</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
