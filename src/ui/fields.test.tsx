import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../tests/unit/support/render';
import { Checkbox } from './Checkbox';
import { CountryFlag } from './CountryFlag';
import { PasswordField } from './PasswordField';
import { Select } from './Select';
import { TextField } from './TextField';

describe('form fields', () => {
  it('TextField ties its label, hint and error to the input', async () => {
    await renderTranslated(<TextField label="Email" hint="We never share it" error="Email is required" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveProperty('name', 'email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Email is required']);
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
  });

  it('TextField without an error is not marked invalid', async () => {
    await renderTranslated(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('PasswordField shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    await renderTranslated(<PasswordField label="Password" />, 'ua');
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Показати пароль' }));
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Приховати пароль' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Приховати пароль' }));
    expect(input.type).toBe('password');
  });

  it('Checkbox toggles from its label and reports its error', async () => {
    const user = userEvent.setup();
    await renderTranslated(<Checkbox label="I agree to the terms" error="Checkbox is required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;
    await user.click(screen.getByText('I agree to the terms'));
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('Select offers a placeholder and its options', async () => {
    const user = userEvent.setup();
    await renderTranslated(
      <Select
        label="Breed"
        placeholder="Choose a breed"
        options={[
          { value: '1', label: 'Budgie' },
          { value: '2', label: 'Cockatiel' },
        ]}
        defaultValue=""
      />,
    );
    const select = screen.getByLabelText('Breed') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a breed', 'Budgie', 'Cockatiel']);
    await user.selectOptions(select, '2');
    expect(select.value).toBe('2');
  });
});

describe('CountryFlag (issue 14: SVG, not an emoji)', () => {
  it("draws Ukraine's blue and yellow stripes, and a badge with the code for a country without stripes", async () => {
    const { container } = await renderTranslated(
      <>
        <CountryFlag code="UA" />
        <CountryFlag code="JP" />
      </>,
    );
    const [ua, jp] = [...container.querySelectorAll('svg')];
    expect([...ua.querySelectorAll('rect[fill]')].map((r) => r.getAttribute('fill'))).toEqual(['#0057B7', '#FFD700']);
    expect(jp.querySelector('text')?.textContent).toBe('JP');
    expect(container.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });
});
