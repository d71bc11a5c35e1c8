import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { inLanguage } from '../../.storybook/globals';
import { ForgotPasswordView } from '../../src/features/accounts/ForgotPasswordView';
import { ResetPasswordView } from '../../src/features/accounts/ResetPasswordView';

/** Spec §2 /forgot-password and /password-reset, §8 rows of both. */
const meta = {
  title: 'Accounts/Password recovery',
  component: ForgotPasswordView,
  args: { busy: false, sent: false, fieldErrors: null, onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {};

export const ForgotPasswordUkrainian: Story = { globals: inLanguage('ua') };

export const ForgotPasswordSending: Story = { args: { busy: true } };

export const ForgotPasswordSent: Story = { args: { sent: true } };

export const ForgotPasswordServerError: Story = {
  args: { fieldErrors: { email: ['Please, use correct email address'] } },
};

const reset = { token: 'token-from-the-mail', busy: false, fieldErrors: null, onSubmit: fn() };

export const ResetPassword: Story = { render: () => <ResetPasswordView {...reset} /> };

export const ResetPasswordUkrainian: Story = {
  render: () => <ResetPasswordView {...reset} />,
  globals: inLanguage('ua'),
};

/** Submitted with a short password and a different confirmation. */
export const ResetPasswordErrors: Story = {
  render: () => <ResetPasswordView {...reset} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [password, confirmation] = canvasElement.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await userEvent.type(password, 'abc');
    await userEvent.type(confirmation, 'abd');
    await userEvent.click(canvas.getByRole('button', { name: /Save the new password|Зберегти новий пароль/ }));
  },
};

export const ResetPasswordServerError: Story = {
  render: () => (
    <ResetPasswordView {...reset} fieldErrors={{ password: ['Password must be at least 6 characters long'] }} />
  ),
};

export const ResetLinkWithoutToken: Story = { render: () => <ResetPasswordView {...reset} token={null} /> };

export const ResetPasswordSaving: Story = { render: () => <ResetPasswordView {...reset} busy /> };
