import { I18nProvider } from '@lingui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, SUBSCRIPTION_PRICE } from '../../../contract/subscription';
import { renderTranslated } from '../../../tests/unit/support/render';
import { i18n } from '../../i18n/i18n';
import { alerts } from '../../testing/announced';
import { ReplaceCardDialog, type ReplaceCardDialogProps } from './ReplaceCardDialog';
import { SubscribeDialog, type SubscribeDialogProps } from './SubscribeDialog';

/** Rerenders keep the catalog's provider. */
const wrap = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

const today = new Date('2026-11-23T12:00:00Z');

function subscribeProps(over: Partial<SubscribeDialogProps> = {}): SubscribeDialogProps {
  return {
    open: true,
    submitting: false,
    problem: null,
    canRetry: false,
    fieldErrors: {},
    price: { ...SUBSCRIPTION_PRICE },
    language: 'en',
    now: today,
    onSubmit: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
}

function replaceProps(over: Partial<ReplaceCardDialogProps> = {}): ReplaceCardDialogProps {
  return {
    open: true,
    saving: false,
    problem: null,
    fieldErrors: {},
    now: today,
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
}

describe('SubscribeDialog', () => {
  it('groups the number in fours and puts the slash in the expiry while typing, then sends the card', async () => {
    const user = userEvent.setup();
    const p = subscribeProps();
    await renderTranslated(<SubscribeDialog {...p} />);
    const dialog = screen.getByRole('dialog', { name: 'Subscribe' });
    const number = within(dialog).getByLabelText('Card number') as HTMLInputElement;
    await user.type(number, '4242424242');
    expect(number.value).toBe('4242 4242 42');
    await user.type(number, '424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    const expiry = within(dialog).getByLabelText('Expiry date (MM/YY)') as HTMLInputElement;
    await user.type(expiry, '1230');
    expect(expiry.value).toBe('12/30');
    await user.type(within(dialog).getByLabelText('CVV'), '12a3');
    await user.click(within(dialog).getByRole('button', { name: 'Pay and subscribe' }));
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({ number: '4242424242424242', expiry: '12/30', cvv: '123' }),
    );
    expect(dialog.textContent).toMatch(/UAH/);
  });

  it('shows the messages of spec §5 and sends nothing while a rule fails', async () => {
    const user = userEvent.setup();
    const p = subscribeProps();
    await renderTranslated(<SubscribeDialog {...p} />);
    const pay = screen.getByRole('button', { name: 'Pay and subscribe' });
    await user.click(pay);
    await waitFor(() => expect(alerts()).toContain(CARD_MESSAGES.numberRequired));
    expect(alerts()).toContain(CARD_MESSAGES.expiryRequired);
    expect(alerts()).toContain(CARD_MESSAGES.cvvRequired);
    await user.type(screen.getByLabelText('Card number'), '4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1330');
    await user.type(screen.getByLabelText('CVV'), '12');
    await user.click(pay);
    await waitFor(() => expect(alerts()).toContain(CARD_MESSAGES.numberInvalid));
    expect(alerts()).toContain(CARD_MESSAGES.monthInvalid);
    expect(alerts()).toContain(CARD_MESSAGES.cvvInvalid);
    await user.clear(screen.getByLabelText('Expiry date (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1026');
    await user.click(pay);
    await waitFor(() => expect(alerts()).toContain(CARD_MESSAGES.expired));
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server card errors on their fields, in Ukrainian', async () => {
    await renderTranslated(
      <SubscribeDialog
        {...subscribeProps({ language: 'ua', fieldErrors: { number: [CARD_MESSAGES.numberInvalid] } })}
      />,
      'ua',
    );
    const number = screen.getByLabelText('Номер картки');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(alerts()).toContain('Невірний номер картки');
  });

  it('says declined or "Failed to initiate subscription", and offers the same attempt again', async () => {
    const p = subscribeProps({ problem: 'generic', canRetry: true });
    const { rerender } = await renderTranslated(<SubscribeDialog {...p} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to initiate subscription');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalledOnce();
    rerender(wrap(<SubscribeDialog {...subscribeProps({ problem: 'declined' })} />));
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('ReplaceCardDialog', () => {
  it("says 'Card number is required' and 'Card number is incomplete' (spec §5)", async () => {
    const user = userEvent.setup();
    const p = replaceProps();
    await renderTranslated(<ReplaceCardDialog {...p} />);
    const submit = screen.getByRole('button', { name: 'Replace card' });
    await user.click(submit);
    await waitFor(() => expect(alerts()).toContain(CARD_MESSAGES.numberRequired));
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0129');
    await user.type(screen.getByLabelText('CVV'), '4567');
    await user.click(submit);
    await waitFor(() => expect(alerts()).toContain(CARD_MESSAGES.numberIncomplete));
    expect(p.onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Card number'), '4444');
    await user.click(submit);
    await waitFor(() =>
      expect(p.onSubmit).toHaveBeenCalledWith({ number: '5555555555554444', expiry: '01/29', cvv: '4567' }),
    );
  });

  it("says 'Failed to change card' after a failure", async () => {
    await renderTranslated(<ReplaceCardDialog {...replaceProps({ problem: 'generic' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to change card');
  });
});
