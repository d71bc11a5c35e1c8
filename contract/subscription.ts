import * as v from 'valibot';

/**
 * Subscription and card payments (API.md "Subscription", spec §5 card rules): the card rules and
 * messages, used by the card forms (client) and by POST /subscribe and /change-card (server), and
 * the response shapes. A card number or CVV is never stored, logged or returned.
 */

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Card number is invalid',
  numberIncomplete: 'Card number is incomplete',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Use the MM/YY format',
  monthInvalid: 'Invalid month',
  expired: 'Card has expired',
  yearInvalid: 'Invalid year',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'CVV must be 3 digits',
} as const;

/** Spec §9: amount 1, currency UAH. */
export const SUBSCRIPTION_PRICE = { amount: 1, currency: 'UAH' } as const;

/** Digits of a card number as typed: spaces and mask characters removed. */
export const cardDigits = (text: string) => text.replace(/[\s_-]/g, '');

/** Groups digits in fours while typing: "4242424242" → "4242 4242 42". At most 16 digits. */
export const formatCardNumber = (text: string) =>
  cardDigits(text)
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** True when the month `year`/`month` (1–12) ends before `now`'s month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  return year < currentYear || (year === currentYear && month < now.getUTCMonth() + 1);
}

/**
 * The card number field. `incomplete` says which message a wrong length gets: the subscribe form
 * says 'Card number is invalid', the replace-card form 'Card number is incomplete' (spec §5).
 */
export const cardNumber = (wrongLength: string = CARD_MESSAGES.numberInvalid) =>
  v.pipe(
    v.string(CARD_MESSAGES.numberRequired),
    v.transform(cardDigits),
    v.nonEmpty(CARD_MESSAGES.numberRequired),
    v.regex(/^(\d{16})?$/, wrongLength),
  );

export const cardCvv = v.pipe(
  v.string(CARD_MESSAGES.cvvRequired),
  v.trim(),
  v.nonEmpty(CARD_MESSAGES.cvvRequired),
  v.regex(/^(\d{3,4})?$/, CARD_MESSAGES.cvvInvalid),
);

// Later checks pass on text an earlier check refused, so each field shows one message at a time.
const EXPIRY_RE = /^\d{2}\s*\/\s*\d{2}$/;

/** The card form as typed (client): number, expiry "MM/YY", CVV. `now` decides "expired". */
export const cardFormSchema = (now: Date, wrongLength?: string) =>
  v.object({
    number: v.optional(cardNumber(wrongLength), ''),
    expiry: v.optional(
      v.pipe(
        v.string(CARD_MESSAGES.expiryRequired),
        v.trim(),
        v.nonEmpty(CARD_MESSAGES.expiryRequired),
        v.regex(/^(\d{2}\s*\/\s*\d{2})?$/, CARD_MESSAGES.expiryFormat),
        v.check((text) => {
          if (!EXPIRY_RE.test(text)) return true;
          const month = Number(text.slice(0, 2));
          return month >= 1 && month <= 12;
        }, CARD_MESSAGES.monthInvalid),
        v.check((text) => {
          if (!EXPIRY_RE.test(text)) return true;
          const [mm, yy] = text.split('/').map((part) => Number(part.trim()));
          return mm < 1 || mm > 12 || !isExpired(mm, 2000 + yy, now);
        }, CARD_MESSAGES.expired),
      ),
      '',
    ),
    cvv: v.optional(cardCvv, ''),
  });
export type CardFormInput = v.InferOutput<ReturnType<typeof cardFormSchema>>;

/** The card part of POST /subscribe and POST /change-card (server). */
export const cardPayloadSchema = (now: Date) =>
  v.pipe(
    v.object({
      card: v.optional(cardNumber(), ''),
      card_exp_month: v.optional(
        v.pipe(
          v.union(
            [v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))],
            CARD_MESSAGES.monthInvalid,
          ),
          v.integer(CARD_MESSAGES.monthInvalid),
          v.minValue(1, CARD_MESSAGES.monthInvalid),
          v.maxValue(12, CARD_MESSAGES.monthInvalid),
        ),
        0,
      ),
      card_exp_year: v.optional(
        v.pipe(
          v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{4}$/), v.transform(Number))], CARD_MESSAGES.yearInvalid),
          v.integer(CARD_MESSAGES.yearInvalid),
          v.minValue(2000, CARD_MESSAGES.yearInvalid),
          v.maxValue(2100, CARD_MESSAGES.yearInvalid),
        ),
        0,
      ),
      card_cvv: v.optional(cardCvv, ''),
    }),
    v.forward(
      v.check((card) => !isExpired(card.card_exp_month, card.card_exp_year, now), CARD_MESSAGES.expired),
      ['card_exp_month'],
    ),
  );
export type CardPayload = v.InferOutput<ReturnType<typeof cardPayloadSchema>>;

/** The typed form as the API payload: "MM/YY" → month and four-digit year. */
export function toCardPayload(form: CardFormInput): CardPayload {
  const [mm, yy] = form.expiry.split('/').map((part) => Number(part.trim()));
  return { card: form.number, card_exp_month: mm, card_exp_year: 2000 + yy, card_cvv: form.cvv };
}

// ---- responses ---------------------------------------------------------------------------

export type SubscriptionStatus = 'none' | 'trial' | 'active' | 'cancelled' | 'expired';

export interface CardSummary {
  brand: string;
  last4: string;
}

/** GET /subscription, and `subscription` in the answers of /subscribe and /unsubscribe. */
export interface SubscriptionView {
  status: SubscriptionStatus;
  trial_ends_at: string | null;
  current_period_end: string | null;
  card: CardSummary | null;
  price: { amount: number; currency: string };
}

export interface Payment {
  id: number;
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed' | 'refunded';
  created_at: string;
  card_last4: string;
}
