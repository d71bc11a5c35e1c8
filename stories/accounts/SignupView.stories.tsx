import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage, storyTheme } from '../../.storybook/globals';
import { SignupView } from '../../src/features/accounts/SignupView';
import { BIRTH_DATE_TEXTS } from '../../src/i18n/validation-messages';
import { expect, expectShown, page, press, rule, tr, type, userEvent, waitFor } from '../support/play';
import { breeds } from './sample-data';

/** Spec §2 /signup ("quick registration") and the sign-up rows of §8. */
const meta = {
  title: 'Accounts/Sign-up',
  component: SignupView,
  args: {
    busy: false,
    breeds,
    breedsFailed: false,
    registered: false,
    formError: null,
    fieldErrors: null,
    language: 'en',
    theme: 'dark',
    onSubmit: fn(),
    onRetryBreeds: fn(),
  },
  // Breed names and the gender icons follow the story's language and theme, as in the app.
  render: (args, { globals }) => <SignupView {...args} language={storyLanguage(globals)} theme={storyTheme(globals)} />,
} satisfies Meta<typeof SignupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyLight: Story = { globals: inTheme('light') };

export const EmptyUkrainian: Story = { globals: inLanguage('ua') };

export const BreedsLoading: Story = { args: { breeds: null } };

export const BreedsFailed: Story = { args: { breeds: null, breedsFailed: true } };

/** Spec §5 sign-up rules: every field's message after submitting the empty form; nothing is sent. */
export const WithErrors: Story = {
  play: async ({ args }) => {
    await press(msg`Sign up`);
    await expectShown(
      rule('nameRequired'),
      rule('phoneRequired'),
      rule('petNameRequired'),
      rule('breedRequired'),
      rule('genderRequired'),
      tr(BIRTH_DATE_TEXTS.required),
      rule('emailRequired'),
      rule('passwordRequired'),
      rule('termsRequired'),
    );
    await type(msg`Email`, 'olena@');
    await type(msg`Password`, 'short');
    await type(msg`Your name`, 'x'.repeat(51));
    await press(msg`Sign up`);
    await expectShown(rule('emailPattern'), rule('passwordMin8'), rule('nameMax'));
    expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete form sends the registration (the sign-up machine's `signup.submit`) in the story's language. */
export const SubmitsValidInput: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await type(msg`Your name`, 'Olena');
    await type(msg`Phone`, '050 123 45 67');
    await type(msg`Pet name`, 'Kiwi');
    await userEvent.selectOptions(page().getByLabelText(tr(msg`Pet breed`)), '2');
    await userEvent.click(canvasElement.querySelector<HTMLInputElement>('input[name="pet_gender"][value="girl"]')!);
    await type(msg`Your date of birth`, '1990-05-14');
    await type(msg`Email`, 'olena@example.com');
    await type(msg`Password`, 'kiwi-and-mango');
    await userEvent.click(canvasElement.querySelector<HTMLInputElement>('input[name="terms"]')!);
    await press(msg`Sign up`);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Olena',
        phone: '+380501234567',
        email: 'olena@example.com',
        password: 'kiwi-and-mango',
        pet_name: 'Kiwi',
        pet_breed: 2,
        pet_gender: 'girl',
        birth_date: '1990-05-14',
        email_subscription: false,
        locale: storyLanguage(globals),
      }),
    );
  },
};

export const EmailTaken: Story = { args: { fieldErrors: { email: ['The email has already been taken.'] } } };

export const FailedReloadAgain: Story = { args: { formError: msg`Something went wrong. Please try again.` } };

export const Registering: Story = { args: { busy: true } };

export const RegisteredButNotLoggedIn: Story = {
  args: { registered: true, formError: msg`Your account has been created. Please log in to continue.` },
};

/** The country picker open, searched for "pol". */
export const CountryPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /\+380/ }));
    await userEvent.type(canvas.getByRole('combobox', { name: /Search for a country|Пошук країни/ }), 'pol');
  },
};
