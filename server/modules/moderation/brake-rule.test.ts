import { describe, expect, it } from 'vitest';
import { type BrakeCandidate, independentReporters, ineligibility, networkOf } from './brake-rule';

const NOW = new Date(Date.UTC(2026, 0, 15, 12, 0));
const DAY = 86_400_000;
const candidate = (
  reporterId: number,
  address: string | null,
  fields: Partial<BrakeCandidate> = {},
): BrakeCandidate => ({
  reporterId,
  address,
  verified: true,
  accountCreatedAt: new Date(NOW.getTime() - 2 * DAY),
  blockedByTarget: false,
  dismissedReports: 0,
  ...fields,
});

describe('review brake rule', () => {
  it('groups IPv4 by /24 (also IPv4-mapped) and IPv6 by /48', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'));
    expect(networkOf('2001:db8:aa:1::5')).toBe('2001:0db8:00aa::/48');
    expect(networkOf('2001:DB8:AA:ffff:1:2:3:4')).toBe(networkOf('2001:db8:aa::9'));
    expect(networkOf('2001:db8:ab::9')).not.toBe(networkOf('2001:db8:aa::9'));
    expect(networkOf('::1')).toBe('0000:0000:0000::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0000:0000::/48');
    // Unknown or missing addresses share one bucket: together they add at most one voice.
    expect(networkOf(null)).toBe(networkOf('not an address'));
  });

  it('says why a reporter does not count', () => {
    const minAge = DAY;
    expect(ineligibility(candidate(1, null), NOW, minAge)).toBeNull();
    expect(ineligibility(candidate(1, null, { verified: false }), NOW, minAge)).toBe('unverified');
    expect(
      ineligibility(candidate(1, null, { accountCreatedAt: new Date(NOW.getTime() - DAY + 1) }), NOW, minAge),
    ).toBe('too_new');
    expect(ineligibility(candidate(1, null, { blockedByTarget: true }), NOW, minAge)).toBe('blocked');
    expect(ineligibility(candidate(1, null, { dismissedReports: 1 }), NOW, minAge)).toBeNull();
    expect(ineligibility(candidate(1, null, { dismissedReports: 2 }), NOW, minAge)).toBe('dismissed');
  });

  it('counts reporters who are all different and on different networks', () => {
    const count = (cs: BrakeCandidate[]) => independentReporters(cs, NOW, DAY);
    // A ring on one /24: one voice; one person on three networks: one voice.
    expect(count([candidate(1, '10.0.0.1'), candidate(2, '10.0.0.2'), candidate(3, '10.0.0.3')])).toBe(1);
    expect(count([candidate(1, '10.0.0.1'), candidate(1, '10.0.1.1'), candidate(1, '10.0.2.1')])).toBe(1);
    // Reporter 1 used two networks, reporter 2 only the first: both count (a greedy pick would not).
    expect(count([candidate(1, '10.0.0.1'), candidate(1, '10.0.1.1'), candidate(2, '10.0.0.2')])).toBe(2);
    expect(count([candidate(1, '10.0.0.1'), candidate(2, '10.0.1.1'), candidate(3, '2001:db8::1')])).toBe(3);
    // The ineligible do not take a network from anyone.
    expect(
      count([candidate(1, '10.0.0.1', { verified: false }), candidate(2, '10.0.0.2'), candidate(3, '10.0.1.2')]),
    ).toBe(2);
  });
});
