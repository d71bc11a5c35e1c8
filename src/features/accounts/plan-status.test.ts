import { describe, expect, it } from 'vitest';
import { planStatusOf } from './plan-status';

const now = new Date('2026-05-01T12:00:00Z');

describe('plan status on the subscription page', () => {
  it('prefers a paid period to a trial, and ignores periods that have ended', () => {
    expect(
      planStatusOf({ subscription_ends_at: '2026-06-01T00:00:00Z', trial_ends_at: '2026-05-05T00:00:00Z' }, now),
    ).toEqual({ kind: 'subscribed', until: new Date('2026-06-01T00:00:00Z') });
    expect(
      planStatusOf({ subscription_ends_at: '2026-04-01T00:00:00Z', trial_ends_at: '2026-05-05T00:00:00Z' }, now),
    ).toEqual({ kind: 'trial', until: new Date('2026-05-05T00:00:00Z') });
    expect(planStatusOf({ subscription_ends_at: null, trial_ends_at: '2026-05-01T12:00:00Z' }, now)).toEqual({
      kind: 'none',
    });
    expect(planStatusOf({ subscription_ends_at: null, trial_ends_at: null }, now)).toEqual({ kind: 'none' });
    expect(planStatusOf({ subscription_ends_at: 'garbage', trial_ends_at: null }, now)).toEqual({ kind: 'none' });
  });
});
