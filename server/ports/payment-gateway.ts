/**
 * Payment-gateway port: the only place a card number and CVV exist, for the length of one call.
 * The server keeps what the gateway answers (a reusable token, the brand, the last 4 digits) and
 * charges the token for the first month and every renewal. See docs/payments.md.
 *
 * Refusals are answers, not exceptions: `declined` (the issuer said no: 402) and `invalid`
 * (the number, expiry or CVV is wrong: 422 on `field`). A gateway throws only when it could not
 * get an answer at all (network, outage); the caller then changes nothing and the client may
 * retry with the same idempotency key.
 */

/** A card as typed, after the contract schema checked its shape. Never stored or logged. */
export interface CardDetails {
  /** 16 digits, no spaces. */
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

export interface SavedCard {
  /** Reusable reference to the card at the provider (no card data). */
  token: string;
  /** 'Visa', 'Mastercard', 'American Express', 'Discover', 'Card' when unknown. */
  brand: string;
  last4: string;
}

export type Refusal =
  | { ok: false; reason: 'declined'; message: string }
  | { ok: false; reason: 'invalid'; field: 'card' | 'card_exp_month' | 'card_cvv'; message: string };

export type SaveCardResult = ({ ok: true } & SavedCard) | Refusal;

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; reason: 'declined'; message: string };

export type VerifyResult = { ok: true } | { ok: false; reason: 'declined'; message: string };

export interface PaymentGateway {
  /** Name stored with each subscription ('test', 'stripe', ...). */
  readonly name: string;
  /**
   * Checks the card with the provider and keeps it there for later charges. `customer` is our
   * stable reference of the payer (`user:<id>`). `idempotencyKey`: the same key sent again must
   * answer the first result and store the card once.
   */
  saveCard(input: { card: CardDetails; customer: string; idempotencyKey: string }): Promise<SaveCardResult>;
  /**
   * Charges a saved card. `amount` in minor units (kopiykas, cents). `idempotencyKey`: the same
   * key sent again must not charge again, and must answer the first result.
   */
  charge(input: {
    token: string;
    amount: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /**
   * A zero-amount authorisation of a saved card: the issuer says whether it would be charged,
   * nothing is captured. Used when a trial user subscribes (the first charge waits for the
   * trial's end, issue 28). `idempotencyKey` as for `charge`.
   */
  verifyCard(input: { token: string; currency: string; idempotencyKey: string }): Promise<VerifyResult>;
}
