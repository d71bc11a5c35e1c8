import type { SnapshotFrom } from 'xstate';
import type { Payment, SubscriptionView } from '../../contract/subscription';
import type { subscriptionMachine } from './subscription.machine';

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

export type LoadState = 'loading' | 'failed' | 'ready';

export interface SubscriptionPageViewModel {
  /** The plan: loading only until the first answer; a refresh keeps showing the last one. */
  statusState: LoadState;
  subscription: SubscriptionView | null;
  paymentsState: LoadState;
  payments: Payment[];
}

function loadState(s: SubscriptionSnapshot, region: 'status' | 'payments', hasData: boolean): LoadState {
  const value = (s.value as Record<string, string>)[region];
  if (value === 'failed') return 'failed';
  if (value === 'loading' && !hasData) return 'loading';
  return 'ready';
}

export function selectSubscriptionPage(s: SubscriptionSnapshot): SubscriptionPageViewModel {
  const { subscription, payments } = s.context;
  return {
    statusState: loadState(s, 'status', subscription !== null),
    subscription,
    paymentsState: loadState(s, 'payments', payments !== null),
    payments: payments ?? [],
  };
}
