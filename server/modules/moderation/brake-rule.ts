import { isIPv4, isIPv6 } from 'node:net';
import { BRAKE_RULE } from '../../../contract/safety';

/**
 * Who counts towards the review brake (docs/decisions.md "The review brake"). A pure rule over
 * rows the repository reads, so the service spec and the API tests check one definition.
 */

/** One report of the window with what the rule needs to know about its reporter. */
export interface BrakeCandidate {
  reporterId: number;
  /** The client address of the report (null for reports older than 0084_report_weight.sql). */
  address: string | null;
  verified: boolean;
  accountCreatedAt: Date;
  /** The target blocked this reporter (a block turns a report into a likely grudge). */
  blockedByTarget: boolean;
  /** This reporter's reports a moderator dismissed within BRAKE_RULE.dismissedWindowDays. */
  dismissedReports: number;
}

/** Old reports without an address share one network: they can add at most one reporter. */
const UNKNOWN_NETWORK = 'unknown';

/** The first `groups` 16-bit groups of an IPv6 address, as 4-digit hex (`::` expanded). */
function ipv6Groups(address: string, groups: number): string[] | null {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const part = (s: string | null | undefined) => (s ? s.split(':') : []);
  const left = part(head);
  const right = part(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 or 64:ff9b::1.2.3.4) is two groups.
  const last = right.length ? right : left;
  const v4 = last[last.length - 1];
  if (v4 !== undefined && isIPv4(v4)) {
    const [a, b, c, d] = v4.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === null && missing !== 0)) return null;
  const all = [...left, ...Array(missing).fill('0'), ...right];
  return all.slice(0, groups).map((g) => g.padStart(4, '0'));
}

/**
 * The network a client address belongs to for counting: its /24 for IPv4 (also when written as
 * IPv4-mapped IPv6, `::ffff:a.b.c.d`), its /48 for IPv6. One home, office or mobile carrier NAT
 * pool, or one rented /48, is one voice however many accounts it holds.
 */
export function networkOf(address: string | null): string {
  if (!address) return UNKNOWN_NETWORK;
  const bare = address.split('%')[0].toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  const v4 = mapped ? mapped[1] : bare;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(bare)) return UNKNOWN_NETWORK;
  const groups = ipv6Groups(bare, 3);
  return groups ? `${groups.join(':')}::/48` : UNKNOWN_NETWORK;
}

/** Why a reporter does not count (for logs and specs); null when they do. */
export function ineligibility(
  c: BrakeCandidate,
  now: Date,
  minAccountAgeMs: number,
): 'unverified' | 'too_new' | 'blocked' | 'dismissed' | null {
  if (!c.verified) return 'unverified';
  if (now.getTime() - c.accountCreatedAt.getTime() < minAccountAgeMs) return 'too_new';
  if (c.blockedByTarget) return 'blocked';
  if (c.dismissedReports >= BRAKE_RULE.dismissedReports) return 'dismissed';
  return null;
}

/**
 * How many independent voices the reports hold: the largest set of reports whose reporters are
 * all different AND whose networks are all different (a maximum bipartite matching between
 * eligible reporters and networks, so one person on two networks, or two people on one, count
 * once; greedy picking could undercount when a reporter used two networks).
 */
export function independentReporters(candidates: BrakeCandidate[], now: Date, minAccountAgeMs: number): number {
  const networksOf = new Map<number, Set<string>>();
  for (const c of candidates) {
    if (ineligibility(c, now, minAccountAgeMs) !== null) continue;
    const set = networksOf.get(c.reporterId) ?? new Set<string>();
    set.add(networkOf(c.address));
    networksOf.set(c.reporterId, set);
  }
  const holder = new Map<string, number>();
  const assign = (reporter: number, seen: Set<string>): boolean => {
    for (const network of networksOf.get(reporter) ?? []) {
      if (seen.has(network)) continue;
      seen.add(network);
      const current = holder.get(network);
      if (current === undefined || assign(current, seen)) {
        holder.set(network, reporter);
        return true;
      }
    }
    return false;
  };
  let count = 0;
  for (const reporter of networksOf.keys()) if (assign(reporter, new Set())) count += 1;
  return count;
}
