import { renderMail } from '../../mail/layout';
import type { Mail } from '../../ports/mail';

/**
 * Subscription mails in the user's language (users.locale: en or ua), plain text and HTML with
 * the same words. They name the card by brand and last 4 digits only.
 */

const day = (date: Date, ua: boolean) =>
  ua
    ? `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`
    : date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

function render(to: string, subject: string, greeting: string, lines: string[], signature: string): Mail {
  return { to, ...renderMail({ subject, greeting, lines, signature }) };
}

interface Recipient {
  email: string;
  name: string;
  locale: string;
}

/** Sent for every successful charge: the first month and each renewal. */
export function receiptMail(
  user: Recipient,
  p: {
    paymentId: number;
    amount: number;
    currency: string;
    paidAt: Date;
    brand: string;
    last4: string;
    periodEnd: Date;
  },
): Mail {
  const ua = user.locale === 'ua';
  return ua
    ? render(
        user.email,
        'PetChat: квитанція про оплату підписки',
        `Вітаємо, ${user.name}!`,
        [
          `Дякуємо! Ми отримали оплату підписки PetChat: ${money(p.amount, p.currency)}.`,
          `Платіж №${p.paymentId}, ${day(p.paidAt, true)}, картка ${p.brand} •••• ${p.last4}.`,
          `Підписка діє до ${day(p.periodEnd, true)} і подовжиться автоматично, якщо ви її не скасуєте.`,
        ],
        'Команда PetChat',
      )
    : render(
        user.email,
        'PetChat: your subscription receipt',
        `Hello, ${user.name}!`,
        [
          `Thank you! We received your PetChat subscription payment of ${money(p.amount, p.currency)}.`,
          `Payment #${p.paymentId}, ${day(p.paidAt, false)}, card ${p.brand} •••• ${p.last4}.`,
          `Your subscription runs until ${day(p.periodEnd, false)} and renews automatically unless you cancel it.`,
        ],
        'The PetChat team',
      );
}

/** Sent when a renewal charge fails: either when we try again, or that the subscription ended. */
export function renewalFailedMail(
  user: Recipient,
  p: { amount: number; currency: string; brand: string; last4: string; retryAt: Date | null },
): Mail {
  const ua = user.locale === 'ua';
  if (ua)
    return render(
      user.email,
      p.retryAt ? 'PetChat: не вдалося подовжити підписку' : 'PetChat: підписку завершено',
      `Вітаємо, ${user.name}!`,
      [
        `Нам не вдалося списати ${money(p.amount, p.currency)} з картки ${p.brand} •••• ${p.last4} за наступний місяць підписки PetChat.`,
        p.retryAt
          ? `Ми спробуємо ще раз ${day(p.retryAt, true)}. Ви можете замінити картку на сторінці підписки.`
          : 'Спроби вичерпано, тому підписку завершено. Оформити її знову можна на сторінці підписки.',
      ],
      'Команда PetChat',
    );
  return render(
    user.email,
    p.retryAt ? 'PetChat: your subscription could not be renewed' : 'PetChat: your subscription has ended',
    `Hello, ${user.name}!`,
    [
      `We could not charge ${money(p.amount, p.currency)} to your card ${p.brand} •••• ${p.last4} for the next month of your PetChat subscription.`,
      p.retryAt
        ? `We will try again on ${day(p.retryAt, false)}. You can replace your card on the subscription page.`
        : 'We have tried several times, so your subscription has ended. You can subscribe again on the subscription page.',
    ],
    'The PetChat team',
  );
}
