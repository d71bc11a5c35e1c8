import type { PaymentGateway } from '../../ports/payment-gateway';
import { createTestGateway } from './test-gateway';

/**
 * The gateway named by PAYMENT_GATEWAY. Only `test` (no network) is built; a real provider is
 * one more adapter here (docs/payments.md). An unknown name stops the server at start.
 */
export function createPaymentGateway(name: string): PaymentGateway {
  if (name === 'test' || name === '') return createTestGateway();
  throw new Error(`PAYMENT_GATEWAY=${name} is not a known payment gateway (known: test).`);
}
