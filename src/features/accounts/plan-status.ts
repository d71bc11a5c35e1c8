import type { UserView } from '../../../contract/user';

/**
 * The user's plan as the subscription page shows it, from the user object alone: a paid period
 * wins over a trial; an ended period counts as none.
 */
export type PlanStatus = { kind: 'subscribed'; until: Date } | { kind: 'trial'; until: Date } | { kind: 'none' };

const future = (iso: string | null, now: Date): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date <= now ? null : date;
};

export function planStatusOf(user: Pick<UserView, 'trial_ends_at' | 'subscription_ends_at'>, now: Date): PlanStatus {
  const paid = future(user.subscription_ends_at, now);
  if (paid) return { kind: 'subscribed', until: paid };
  const trial = future(user.trial_ends_at, now);
  if (trial) return { kind: 'trial', until: trial };
  return { kind: 'none' };
}
