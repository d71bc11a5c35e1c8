import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { inLanguage, inTheme, storyLanguage, storyTheme } from '../../.storybook/globals';
import { SignupView } from '../../src/features/accounts/SignupView';
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

/** Every field's rule after submitting the empty form. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Sign up|Зареєструватися)$/ }));
    await within(canvasElement).findByText(/Checkbox is required|Потрібно поставити позначку/);
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
