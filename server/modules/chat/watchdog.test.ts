import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../tests/api/support/manual-clock';
import { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { Match } from '../../ports/match-pool';
import type { PresenceListener } from '../../ports/realtime';
import { startMatchWatchdog } from './watchdog';

const GRACE_MS = 4000;
const GONE_MS = 1000;
const match: Match = {
  id: 'm1',
  caller: { userId: 1, peerId: 'p1' },
  callee: { userId: 2, peerId: 'p2' },
  createdAt: 0,
};

/** Lets the watchdog's lookups (promises) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * One instance's watchdog. `online` and `peersElsewhere` are what every instance sees (the Redis
 * presence claims and PeerJS locations); `presence()` and the directory are this instance's events.
 */
function setup() {
  const clock = new ManualClock();
  const directory = new PeerDirectory();
  const online = new Set<number>([1, 2]);
  const peersElsewhere = new Set<string>();
  let listener: PresenceListener = () => {};
  const hungUp: Array<[string, number]> = [];
  const stop = startMatchWatchdog({
    realtime: {
      onPresence: (l) => {
        listener = l;
        return () => {};
      },
      isOnline: async (userId) => online.has(userId),
    },
    peers: directory,
    peerOnline: async (peerId) => directory.isOnline(peerId) || peersElsewhere.has(peerId),
    matchPool: { activeMatchOf: async (userId) => (userId === 1 || userId === 2 ? match : null) },
    clock,
    graceMs: GRACE_MS,
    goneGraceMs: GONE_MS,
    hangUp: async (matchId, userId) => {
      hungUp.push([matchId, userId]);
    },
    log: { error: () => {} },
  });
  const session = (userId: number) => ({ userId, familyId: `f${userId}` });
  directory.connected('p1', session(1), () => {});
  directory.connected('p2', session(2), () => {});
  /** The user's last hub socket closed here. */
  const hubGone = (userId: number) => {
    online.delete(userId);
    listener(userId, false);
  };
  return { clock, directory, online, peersElsewhere, hungUp, stop, hubGone };
}

describe('startMatchWatchdog', () => {
  it('both sockets gone: hangs up after the short grace, not before', async () => {
    const { clock, directory, hungUp, hubGone, stop } = setup();
    directory.disconnected('p1');
    hubGone(1);
    await settle();
    clock.advance(GONE_MS - 1);
    await settle();
    expect(hungUp).toEqual([]);
    clock.advance(1);
    await settle();
    expect(hungUp).toEqual([['m1', 1]]);
    stop();
  });

  it('the PeerJS socket on another instance counts: both gone when only the hub drops here', async () => {
    const { clock, directory, peersElsewhere, hungUp, hubGone, stop } = setup();
    // The user's PeerJS socket lives on another instance, which then loses it.
    directory.disconnected('p1');
    peersElsewhere.add('p1');
    await settle();
    const timers = clock.pending();
    peersElsewhere.delete('p1');
    hubGone(1);
    await settle();
    expect(clock.pending()).toBe(timers + 2);
    clock.advance(GONE_MS);
    await settle();
    expect(hungUp).toEqual([['m1', 1]]);
    stop();
  });

  it('a return on another instance (no event here) cancels: each timer checks again when it fires', async () => {
    const { clock, directory, online, peersElsewhere, hungUp, hubGone, stop } = setup();
    directory.disconnected('p1');
    hubGone(1);
    await settle();
    // The page reloaded through another instance: hub and PeerJS socket are back there.
    online.add(1);
    peersElsewhere.add('p1');
    clock.advance(GRACE_MS * 2);
    await settle();
    expect(hungUp).toEqual([]);
    stop();
  });

  it('only the realtime socket back elsewhere: the PeerJS grace still ends the match', async () => {
    const { clock, directory, online, hungUp, hubGone, stop } = setup();
    directory.disconnected('p1');
    hubGone(1);
    await settle();
    online.add(1);
    clock.advance(GONE_MS);
    await settle();
    expect(hungUp).toEqual([]);
    clock.advance(GRACE_MS - GONE_MS);
    await settle();
    expect(hungUp).toEqual([['m1', 1]]);
    stop();
  });
});
