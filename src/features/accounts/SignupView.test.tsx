import { msg } from '@lingui/core/macro';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BreedView } from '../../../contract/user';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts, statuses } from '../../testing/announced';
import { SignupView, type SignupViewProps } from './SignupView';

const breeds: BreedView[] = [
  { id: 1, name: 'Budgie', name_ua: 'Хвилястий папужка', image: '/media/breeds/budgie.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
];

function props(overrides: Partial<SignupViewProps> = {}): SignupViewProps {
  return {
    busy: false,
    breeds,
    breedsFailed: false,
    registered: false,
    formError: null,
    fieldErrors: null,
    language: 'en',
    theme: 'dark',
    onSubmit: vi.fn(),
    onRetryBreeds: vi.fn(),
    ...overrides,
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Olena');
  await user.type(screen.getByLabelText('Phone'), '050 123 45 67');
  await user.type(screen.getByLabelText('Pet name'), 'Kiwi');
  await user.selectOptions(screen.getByLabelText('Pet breed'), '2');
  await user.click(screen.getByLabelText('Girl'));
  await user.type(screen.getByLabelText('Your date of birth'), '1990-05-14');
  await user.type(screen.getByLabelText('Email'), 'olena@example.com');
  await user.type(screen.getByLabelText('Password'), 'kiwi-and-mango');
  await user.click(screen.getByLabelText(/I agree to the/));
}

describe('SignupView', () => {
  it('asks for every field with the contract messages (English)', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<SignupView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const text of [
      'Name is required',
      'Phone number is required',
      'Pet name is required',
      'Please choose a breed',
      'Please choose a gender',
      'Date of birth is required',
      'Email is required',
      'Password is required',
      'Checkbox is required',
    ]) {
      await waitFor(() => expect(alerts(), text).toContain(text));
    }
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    await waitFor(() => expect(alerts()).toContain('Password must be at least 8 characters'));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('asks in Ukrainian, with breed names in Ukrainian and the legal links under /ua', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<SignupView {...props({ language: 'ua' })} />, { path: '/ua/signup', language: 'ua' });
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    for (const text of [
      "Введіть ім'я",
      'Введіть номер телефону',
      'Введіть кличку улюбленця',
      'Оберіть стать',
      'Введіть електронну пошту',
      'Введіть пароль',
      'Потрібно поставити позначку',
    ]) {
      await waitFor(() => expect(alerts(), text).toContain(text));
    }
    const select = screen.getByLabelText('Порода улюбленця') as HTMLSelectElement;
    // 'Please choose a breed' reads like the placeholder in Ukrainian: «Оберіть породу».
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Оберіть породу');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Оберіть породу', 'Хвилястий папужка', 'Корела']);
    expect(screen.getByRole('link', { name: 'Умовами використання' }).getAttribute('href')).toBe('/ua/terms');
    expect(screen.getByRole('link', { name: 'Політикою конфіденційності' }).getAttribute('href')).toBe('/ua/privacy');
    // The agreement's legal links open in a new tab, so the filled form is not lost (issue 14).
    for (const name of ['Умовами використання', 'Політикою конфіденційності']) {
      const link = screen.getByRole('link', { name });
      expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    }
    // Ukraine is the default country of the phone field.
    expect(screen.getByRole('button', { name: /^Код країни:/ }).getAttribute('aria-label')).toBe(
      'Код країни: Україна +380',
    );
  });

  it('sends the registration with the phone as +<dial><number>, the breed id and the language', async () => {
    const user = userEvent.setup();
    const p = props({ language: 'ua' });
    await renderWithRouter(<SignupView {...p} />, { path: '/ua/signup', language: 'ua' });
    await user.type(screen.getByLabelText("Ваше ім'я"), 'Olena');
    await user.type(screen.getByLabelText('Телефон'), '050 123 45 67');
    await user.type(screen.getByLabelText('Кличка улюбленця'), 'Kiwi');
    await user.selectOptions(screen.getByLabelText('Порода улюбленця'), '2');
    await user.click(screen.getByLabelText('Дівчинка'));
    await user.type(screen.getByLabelText('Ваша дата народження'), '1990-05-14');
    await user.type(screen.getByLabelText('Пошта'), 'olena@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'kiwi-and-mango');
    await user.click(screen.getByLabelText('Надсилайте мені листи про оновлення продукту'));
    await user.click(screen.getByLabelText(/Я погоджуюся з/));
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({
        name: 'Olena',
        phone: '+380501234567',
        email: 'olena@example.com',
        password: 'kiwi-and-mango',
        pet_name: 'Kiwi',
        pet_breed: 2,
        pet_gender: 'girl',
        birth_date: '1990-05-14',
        email_subscription: true,
        locale: 'ua',
      }),
    );
  });

  it('takes the dialling code of the country chosen in the picker', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<SignupView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Country code: Ukraine +380' }));
    await user.type(screen.getByRole('combobox', { name: 'Search for a country' }), 'germ');
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Germany+49']);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Country code: Germany +49' })).toBe(document.activeElement);
    await fillValid(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '0151 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+4915123456789', locale: 'en', email_subscription: false }),
      ),
    );
  });

  it('shows the breed select only once the breeds are loaded, and offers a retry when they failed', async () => {
    const user = userEvent.setup();
    const loading = await renderWithRouter(<SignupView {...props({ breeds: null })} />);
    expect(screen.queryByLabelText('Pet breed')).toBeNull();
    expect(statuses()).toContain('Loading breeds…');
    loading.unmount();
    const p = props({ breeds: null, breedsFailed: true });
    await renderWithRouter(<SignupView {...p} />);
    expect(alerts()).toContain('The breeds could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetryBreeds).toHaveBeenCalledOnce();
  });

  it("puts the server's 'email taken' on the email field, translated, and the machine's message below", async () => {
    await renderWithRouter(
      <SignupView
        {...props({
          language: 'ua',
          fieldErrors: { email: ['The email has already been taken.'] },
          formError: msg`Something went wrong. Please try again.`,
        })}
      />,
      {
        path: '/ua/signup',
        language: 'ua',
      },
    );
    await waitFor(() => expect(alerts()).toContain('Ця електронна пошта вже зареєстрована.'));
    expect(screen.getByLabelText('Пошта').getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toContain('Щось пішло не так. Спробуйте ще раз.');
  });

  it('offers the login once the account exists but the automatic login failed', async () => {
    await renderWithRouter(
      <SignupView
        {...props({ registered: true, formError: msg`Your account has been created. Please log in to continue.` })}
      />,
    );
    expect(alerts()).toContain('Your account has been created. Please log in to continue.');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0].getAttribute('href')).toBe('/login');
  });

  it('draws the gender icons in the variant of the theme', async () => {
    const dark = await renderWithRouter(<SignupView {...props({ theme: 'dark' })} />);
    expect([...document.querySelectorAll('svg[data-variant]')].map((svg) => svg.getAttribute('data-variant'))).toEqual([
      'dark',
      'dark',
    ]);
    dark.unmount();
    await renderWithRouter(<SignupView {...props({ theme: 'light' })} />);
    expect([...document.querySelectorAll('svg[data-variant]')].map((svg) => svg.getAttribute('data-variant'))).toEqual([
      'light',
      'light',
    ]);
  });
});
