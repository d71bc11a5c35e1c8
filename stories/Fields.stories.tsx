import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLanguage, inTheme } from '../.storybook/globals';
import { VALIDATION_MESSAGES } from '../src/i18n/validation-messages';
import { Checkbox } from '../src/ui/Checkbox';
import { PasswordField } from '../src/ui/PasswordField';
import { Select } from '../src/ui/Select';
import { TextField } from '../src/ui/TextField';
import { Say, useSay } from './support/Say';

/** Form controls. Error texts are the app's own validation messages, translated from the catalog. */
const meta = {
  title: 'UI/Fields',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function EmailField({ withError }: { withError: boolean }) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={<Say en="Email" ua="Електронна пошта" />}
      type="email"
      defaultValue={withError ? 'olena@' : 'olena@example.com'}
      error={withError ? i18n._(VALIDATION_MESSAGES.emailPattern) : null}
    />
  );
}

export const TextFieldDefault: Story = { render: () => <EmailField withError={false} /> };

export const TextFieldWithHint: Story = {
  render: () => (
    <TextField
      label={<Say en="Pet name" ua="Кличка" />}
      hint={<Say en="Up to 50 characters" ua="До 50 символів" />}
      defaultValue="Kesha"
    />
  ),
};

export const TextFieldWithError: Story = { render: () => <EmailField withError /> };

export const TextFieldWithErrorLight: Story = { render: () => <EmailField withError />, globals: inTheme('light') };

export const TextFieldWithErrorUkrainian: Story = { render: () => <EmailField withError />, globals: inLanguage('ua') };

function Password({ withError }: { withError: boolean }) {
  const { i18n } = useLingui();
  return (
    <PasswordField
      label={<Say en="Password" ua="Пароль" />}
      defaultValue="secret"
      autoComplete="current-password"
      error={withError ? i18n._(VALIDATION_MESSAGES.passwordMin8) : null}
    />
  );
}

export const PasswordFieldDefault: Story = { render: () => <Password withError={false} /> };

export const PasswordFieldWithError: Story = { render: () => <Password withError /> };

export const PasswordFieldUkrainian: Story = { render: () => <Password withError />, globals: inLanguage('ua') };

function Terms({ checked, withError }: { checked: boolean; withError: boolean }) {
  const { i18n } = useLingui();
  return (
    <Checkbox
      label={
        <Say
          en="I agree to the terms and the privacy policy"
          ua="Я погоджуюся з умовами та політикою конфіденційності"
        />
      }
      defaultChecked={checked}
      error={withError ? i18n._(VALIDATION_MESSAGES.termsRequired) : null}
    />
  );
}

export const CheckboxDefault: Story = { render: () => <Terms checked={false} withError={false} /> };

export const CheckboxChecked: Story = { render: () => <Terms checked withError={false} /> };

export const CheckboxWithError: Story = { render: () => <Terms checked={false} withError /> };

function BreedSelect({ withError }: { withError: boolean }) {
  const { i18n } = useLingui();
  const say = useSay();
  const breeds = [
    { value: '1', label: say({ en: 'Budgerigar', ua: 'Хвилястий папужка' }) },
    { value: '2', label: say({ en: 'Cockatiel', ua: 'Корела' }) },
    { value: '3', label: say({ en: 'African grey', ua: 'Жако' }) },
  ];
  return (
    <Select
      label={<Say en="Pet breed" ua="Порода" />}
      placeholder={say({ en: 'Choose a breed', ua: 'Оберіть породу' })}
      options={breeds}
      defaultValue={withError ? '' : '2'}
      error={withError ? i18n._(VALIDATION_MESSAGES.breedRequired) : null}
    />
  );
}

export const SelectDefault: Story = { render: () => <BreedSelect withError={false} /> };

export const SelectWithError: Story = { render: () => <BreedSelect withError /> };

export const SelectUkrainianLight: Story = {
  render: () => <BreedSelect withError />,
  globals: { ...inLanguage('ua'), ...inTheme('light') },
};
