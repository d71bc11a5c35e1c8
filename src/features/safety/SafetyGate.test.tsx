import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../../tests/unit/support/render';
import { SafetyGate } from './SafetyGate';

afterEach(cleanup);

async function ask(birthDate = { busy: false, error: null as string | null }, language: 'en' | 'ua' = 'en') {
  const onSaveBirthDate = vi.fn();
  await renderTranslated(
    <SafetyGate gate="birthDate" birthDate={birthDate} onSaveBirthDate={onSaveBirthDate} />,
    language,
  );
  return onSaveBirthDate;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('SafetyGate: the date of birth, checked with the contract schema', () => {
  it('asks for the date before it is sent, then sends it', async () => {
    const user = userEvent.setup();
    const onSave = await ask();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toEqual(['Date of birth is required']));
    expect(screen.getByLabelText('Your date of birth', { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your date of birth', { selector: 'input' }), '1990-05-14');
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('1990-05-14'));
  });

  it('refuses a date in the future in the contract words, in Ukrainian', async () => {
    const user = userEvent.setup();
    const onSave = await ask(undefined, 'ua');
    await user.type(screen.getByLabelText('Ваша дата народження', { selector: 'input' }), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(alerts()).toEqual(['Дата народження не може бути в майбутньому']));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field", async () => {
    await ask({ busy: false, error: 'The date of birth cannot be changed' });
    expect(alerts()).toEqual(['The date of birth cannot be changed']);
  });
});
