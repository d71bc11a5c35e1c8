import { I18nProvider } from '@lingui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { M } from '../../../contract/messages';
import type { BreedView } from '../../../contract/user';
import { renderTranslated } from '../../../tests/unit/support/render';
import { i18n } from '../../i18n/i18n';
import { alerts } from '../../testing/announced';
import { PersonalInfoForm, type PersonalInfoFormProps } from './PersonalInfoForm';

const breeds: BreedView[] = [
  { id: 1, name: 'Budgie', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgie.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
];

function props(over: Partial<PersonalInfoFormProps> = {}): PersonalInfoFormProps {
  return {
    user: { name: 'Olena', phone: '+380501234567', pet_name: 'Kesha', pet_breed: 1, pet_gender: 'boy' },
    breeds,
    breedsLoading: false,
    saving: false,
    saved: false,
    problem: null,
    fieldErrors: {},
    onSave: vi.fn(),
    onReset: vi.fn(),
    ...over,
  };
}

describe('PersonalInfoForm', () => {
  it('shows the saved profile and sends what was typed, checked by the contract schema', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderTranslated(<PersonalInfoForm {...p} />);
    expect((screen.getByLabelText('Pet name') as HTMLInputElement).value).toBe('Kesha');
    expect((screen.getByLabelText('Breed') as HTMLSelectElement).value).toBe('1');
    await user.clear(screen.getByLabelText('Pet name'));
    await user.type(screen.getByLabelText('Pet name'), 'Rio');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+380 67 111-22-33');
    await user.selectOptions(screen.getByLabelText('Breed'), '2');
    await user.selectOptions(screen.getByLabelText('Pet gender'), 'girl');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(p.onSave).toHaveBeenCalledTimes(1));
    expect(p.onSave).toHaveBeenCalledWith({
      pet_name: 'Rio',
      name: 'Olena',
      phone: '+380671112233',
      pet_breed: 2,
      pet_gender: 'girl',
    });
  });

  it('refuses empty and too long fields with the spec messages, in English', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderTranslated(<PersonalInfoForm {...p} />);
    await user.clear(screen.getByLabelText('Pet name'));
    fireEvent.change(screen.getByLabelText('Owner name'), { target: { value: 'x'.repeat(51) } });
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts()).toContain(M.petNameRequired));
    expect(alerts()).toContain(M.nameMax);
    expect(alerts()).toContain(M.phoneRequired);
    expect(screen.getByLabelText('Pet name').getAttribute('aria-invalid')).toBe('true');
    expect(p.onSave).not.toHaveBeenCalled();
  });

  it('speaks Ukrainian: labels, validation messages and breed names', async () => {
    const user = userEvent.setup();
    await renderTranslated(<PersonalInfoForm {...props()} />, 'ua');
    const petName = screen.getByLabelText('Кличка улюбленця');
    expect([...(screen.getByLabelText('Порода') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Оберіть породу',
      'Хвилястий папуга',
      'Корела',
    ]);
    await user.clear(petName);
    await user.clear(screen.getByLabelText('Телефон'));
    await user.type(screen.getByLabelText('Телефон'), '12');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(alerts()).toContain('Введіть кличку улюбленця'));
    expect(alerts()).toContain('Введіть правильний номер телефону');
  });

  it('puts the server field errors on their fields and shows the outcome texts', async () => {
    const { rerender } = await renderTranslated(<PersonalInfoForm {...props()} />, 'ua');
    const show = (over: Partial<PersonalInfoFormProps>) =>
      rerender(
        <I18nProvider i18n={i18n}>
          <PersonalInfoForm {...props(over)} />
        </I18nProvider>,
      );
    show({ problem: 'incorrectData', fieldErrors: { pet_breed: [M.breedRequired] } });
    await waitFor(() => expect(alerts()).toContain('Оберіть породу'));
    // One message per error: the field says it, the summary line does not repeat it.
    expect(alerts()).not.toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.');
    show({ problem: 'incorrectData' });
    expect(alerts()).toContain('Дані неправильні. Перевірте їх і спробуйте ще раз.');
    show({ problem: 'generic' });
    expect(alerts()).toContain('Щось пішло не так. Спробуйте ще раз.');
    show({ saved: true });
    expect(screen.getByRole('status').textContent).toBe('Профіль успішно збережено');
  });

  it('cancel changes puts the saved values back and tells the machine', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderTranslated(<PersonalInfoForm {...p} />);
    await user.clear(screen.getByLabelText('Pet name'));
    await user.type(screen.getByLabelText('Pet name'), 'Rio');
    await user.click(screen.getByRole('button', { name: 'Cancel changes' }));
    await waitFor(() => expect((screen.getByLabelText('Pet name') as HTMLInputElement).value).toBe('Kesha'));
    expect(p.onReset).toHaveBeenCalledTimes(1);
    expect(p.onSave).not.toHaveBeenCalled();
  });

  it('blocks saving while a save runs', async () => {
    await renderTranslated(<PersonalInfoForm {...props({ saving: true })} />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
