import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES } from '../../../contract/subscription';
import type { ChargeResult, PaymentGateway, SaveCardResult, VerifyResult } from '../../ports/payment-gateway';

/** The card the test gateway always declines (API.md "Subscription"). */
export const DECLINED_TEST_CARD = '4000000000000002';

/** Luhn check digit test over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits (IIN ranges). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  const six = Number(digits.slice(0, 6));
  if (six >= 222100 && six <= 272099) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UnionPay';
  return 'Card';
}

export interface TestGateway extends PaymentGateway {
  /** Charges actually made (an idempotent replay adds none), for tests to count. */
  readonly charges: Array<{ token: string; amount: number; currency: string; idempotencyKey: string }>;
  /** Zero-amount checks made (`verifyCard`), for tests to count. */
  readonly verifications: Array<{ token: string; currency: string; idempotencyKey: string }>;
  /** Test control: while true every charge of a saved card, and every zero-amount check, is declined. */
  declineCharges: boolean;
}

/**
 * The default gateway: no network, deterministic answers for the test cards of API.md.
 * `4242 4242 4242 4242` and any other Luhn-valid number succeed, `4000 0000 0000 0002` is
 * declined, a number failing the Luhn check is invalid. The token names no card data (brand,
 * last 4 and random bits), so stored tokens keep working after a restart. `verifyCard` is the
 * zero-amount check: it answers as a charge would, and captures nothing.
 */
export function createTestGateway(): TestGateway {
  const saved = new Map<string, SaveCardResult>();
  const charged = new Map<string, ChargeResult>();
  const verified = new Map<string, VerifyResult>();
  const gateway: TestGateway = {
    name: 'test',
    charges: [],
    verifications: [],
    declineCharges: false,
    async saveCard({ card, idempotencyKey }) {
      const previous = saved.get(idempotencyKey);
      if (previous) return previous;
      let result: SaveCardResult;
      if (!luhnValid(card.number)) {
        result = { ok: false, reason: 'invalid', field: 'card', message: CARD_MESSAGES.numberInvalid };
      } else if (card.number === DECLINED_TEST_CARD) {
        result = { ok: false, reason: 'declined', message: 'Your card was declined.' };
      } else {
        const brand = cardBrand(card.number);
        const last4 = card.number.slice(-4);
        const slug = brand.toLowerCase().replace(/\W+/g, '');
        result = { ok: true, token: `tok_test_${slug}_${last4}_${randomBytes(8).toString('hex')}`, brand, last4 };
      }
      saved.set(idempotencyKey, result);
      return result;
    },
    async charge({ token, amount, currency, idempotencyKey }) {
      const previous = charged.get(idempotencyKey);
      if (previous) return previous;
      let result: ChargeResult;
      if (gateway.declineCharges || !token.startsWith('tok_test_')) {
        result = { ok: false, reason: 'declined', message: 'Your card was declined.' };
      } else {
        gateway.charges.push({ token, amount, currency, idempotencyKey });
        result = { ok: true, chargeId: `ch_test_${randomBytes(8).toString('hex')}` };
      }
      charged.set(idempotencyKey, result);
      return result;
    },
    async verifyCard({ token, currency, idempotencyKey }) {
      const previous = verified.get(idempotencyKey);
      if (previous) return previous;
      let result: VerifyResult;
      if (gateway.declineCharges || !token.startsWith('tok_test_')) {
        result = { ok: false, reason: 'declined', message: 'Your card was declined.' };
      } else {
        gateway.verifications.push({ token, currency, idempotencyKey });
        result = { ok: true };
      }
      verified.set(idempotencyKey, result);
      return result;
    },
  };
  return gateway;
}
