import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../tests/unit/support/render';
import { alerts, statuses } from '../../testing/announced';
import { AppealView, type AppealViewProps } from './AppealView';

function props(overrides: Partial<AppealViewProps> = {}): AppealViewProps {
  return {
    token: 'tok.sig',
    busy: false,
    sent: false,
    fieldErrors: null,
    refusal: null,
    onSubmit: vi.fn(),
    ...overrides,
  };
}

describe('AppealView', () => {
  it('checks the message with the contract schema, then sends it with the token of the link', async () => {
    const user = userEvent.setup();
    const p = props();
    await renderWithRouter(<AppealView {...p} />);
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(alerts()).toContain('Please tell us why the ban should be lifted'));
    expect(p.onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your appeal'), '  It was my cat.  ');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() => expect(p.onSubmit).toHaveBeenCalledWith({ token: 'tok.sig', message: 'It was my cat.' }));
  });

  it('says what a refusal means by its code, and offers a way back to log in for a dead link', async () => {
    await renderWithRouter(<AppealView {...props({ refusal: 'appeal_token_invalid' })} />);
    expect(screen.getByText(/invalid or has expired/).textContent).toBe(
      'This appeal link is invalid or has expired. Log in again to get a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('one appeal per ban: a second one cannot be sent', async () => {
    await renderWithRouter(<AppealView {...props({ refusal: 'appeal_exists' })} />);
    expect((screen.getByRole('button', { name: 'Send appeal' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a link there is no form; once sent it says so, in Ukrainian', async () => {
    const { unmount } = await renderWithRouter(<AppealView {...props({ token: null })} />);
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    unmount();
    await renderWithRouter(<AppealView {...props({ sent: true })} />, { path: '/ua/appeal', language: 'ua' });
    expect(statuses()).toEqual(['Ваше оскарження надіслано. Модератор його розгляне; спробуйте увійти пізніше.']);
  });
});
