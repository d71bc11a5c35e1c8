import { I18nProvider } from '@lingui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { M } from '../../../contract/messages';
import { PROFILE_MESSAGES } from '../../../contract/profile';
import { renderTranslated } from '../../../tests/unit/support/render';
import { i18n } from '../../i18n/i18n';
import { alerts } from '../../testing/announced';
import { EmailChangeForm, type EmailChangeFormProps } from './EmailChangeForm';
import { EmailCodeDialog, type EmailCodeDialogProps } from './EmailCodeDialog';
import { EmailConfirmDialog } from './EmailConfirmDialog';

const formProps = (over: Partial<EmailChangeFormProps> = {}): EmailChangeFormProps => ({
  currentEmail: 'olena@example.com',
  busy: false,
  repeatEmail: false,
  problem: null,
  fieldErrors: {},
  onSubmit: vi.fn(),
  ...over,
});

const codeProps = (over: Partial<EmailCodeDialogProps> = {}): EmailCodeDialogProps => ({
  open: true,
  busy: false,
  newEmail: 'new@example.com',
  problem: null,
  fieldErrors: {},
  onSubmit: vi.fn(),
  onCancel: vi.fn(),
  ...over,
});

describe('EmailChangeForm', () => {
  it('starts from the current address and submits a valid new one', async () => {
    const user = userEvent.setup();
    const p = formProps();
    await renderTranslated(<EmailChangeForm {...p} />);
    const input = screen.getByLabelText('New email') as HTMLInputElement;
    expect(input.value).toBe('olena@example.com');
    await user.clear(input);
    await user.type(input, '  new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith('new@example.com'));
  });

  it('uses the login-email rules: required, max 50, pattern (English and Ukrainian)', async () => {
    const user = userEvent.setup();
    const p = formProps();
    await renderTranslated(<EmailChangeForm {...p} />);
    await user.clear(screen.getByLabelText('New email'));
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(alerts()).toContain(M.emailRequired));
    await user.type(screen.getByLabelText('New email'), 'not-an-email');
    await waitFor(() => expect(alerts()).toContain(M.emailPattern));
    await user.clear(screen.getByLabelText('New email'));
    await user.type(screen.getByLabelText('New email'), `${'a'.repeat(45)}@example.com`);
    await waitFor(() => expect(alerts()).toContain(M.emailMax));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the repeat-email error, a taken address on the field, and other failures, in Ukrainian', async () => {
    const { rerender } = await renderTranslated(<EmailChangeForm {...formProps({ repeatEmail: true })} />, 'ua');
    expect(alerts()).toContain('Це ваша поточна пошта. Введіть нову.');
    const show = (over: Partial<EmailChangeFormProps>) =>
      rerender(
        <I18nProvider i18n={i18n}>
          <EmailChangeForm {...formProps(over)} />
        </I18nProvider>,
      );
    show({ problem: 'incorrectData', fieldErrors: { email: [PROFILE_MESSAGES.emailTaken] } });
    await waitFor(() => expect(alerts()).toContain('Ця електронна пошта вже зареєстрована.'));
    // One message per error: the field says it, the summary line does not repeat it.
    expect(alerts()).not.toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.');
    show({ problem: 'incorrectData' });
    expect(alerts()).toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.');
    show({ problem: 'generic' });
    expect(alerts()).toContain('Щось пішло не так. Спробуйте ще раз.');
  });

  it('asks for confirmation of the new address in a popup', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderTranslated(
      <EmailConfirmDialog open busy={false} newEmail="new@example.com" onConfirm={onConfirm} onCancel={onCancel} />,
      'ua',
    );
    const dialog = screen.getByRole('dialog', { name: 'Змінити пошту?' });
    expect(dialog.textContent).toContain('new@example.com');
    await user.click(screen.getByRole('button', { name: 'Надіслати код' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('EmailCodeDialog', () => {
  it('sends the typed code once it has 6 characters', async () => {
    const user = userEvent.setup();
    const p = codeProps();
    await renderTranslated(<EmailCodeDialog {...p} />);
    await user.type(screen.getByLabelText('Confirmation code'), 'ab12c');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(alerts()).toContain(M.codeMin));
    await user.type(screen.getByLabelText('Confirmation code'), 'd');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The contract upper-cases what was typed.
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith('AB12CD'));
  });

  it('shows a wrong code on the field, in Ukrainian', async () => {
    const { rerender } = await renderTranslated(<EmailCodeDialog {...codeProps()} />, 'ua');
    rerender(
      <I18nProvider i18n={i18n}>
        <EmailCodeDialog
          {...codeProps({ problem: 'incorrectData', fieldErrors: { verification_code: [PROFILE_MESSAGES.codeWrong] } })}
        />
      </I18nProvider>,
    );
    await waitFor(() => expect(alerts()).toContain('Код підтвердження неправильний.'));
    expect(alerts()).not.toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.');
    expect(screen.getByRole('dialog', { name: 'Підтвердіть нову пошту' }).textContent).toContain('new@example.com');
  });
});
