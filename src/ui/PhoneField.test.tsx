import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTranslated } from '../../tests/unit/support/render';
import { PhoneField } from './PhoneField';

afterEach(cleanup);

async function field() {
  await renderTranslated(
    <form aria-label="Sign up">
      <PhoneField label="Phone" name="phone" countryName="phone_country" locale="en" />
      <p>Elsewhere</p>
    </form>,
  );
  return {
    picker: () => screen.getByRole('button', { name: /^Country code:/ }),
    country: () => (document.querySelector('input[name="phone_country"]') as HTMLInputElement).value,
  };
}

describe('PhoneField: the country picker (a Radix popover)', () => {
  it('opens with the focus in the search, moves with the arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { picker, country } = await field();
    expect(picker().getAttribute('aria-expanded')).toBe('false');
    await user.click(picker());
    expect(picker().getAttribute('aria-expanded')).toBe('true');
    const search = screen.getByRole('combobox', { name: 'Search for a country' });
    expect(document.activeElement).toBe(search);
    await user.keyboard('pol');
    const options = within(screen.getByRole('listbox', { name: 'Countries' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('data-code'))).toEqual(['PF', 'PL']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(country()).toBe('PL');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Country code: Poland +48' }));
  });

  it('closes on Escape with the focus back on the button, and on a click outside, choosing nothing', async () => {
    const user = userEvent.setup();
    const { picker, country } = await field();
    await user.click(picker());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(country()).toBe('UA');
    expect(document.activeElement).toBe(picker());
    await user.click(picker());
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(country()).toBe('UA');
  });

  it('chooses with a click and tells when nothing matches', async () => {
    const user = userEvent.setup();
    const { picker, country } = await field();
    await user.click(picker());
    await user.keyboard('zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches').tagName).toBe('P');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('+49');
    await user.click(screen.getByRole('option', { name: /Germany/ }));
    expect(country()).toBe('DE');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
