import DataLoader from 'dataloader';
import type { BatchLoader, SessionKey } from './session-cache';

/**
 * Reads of one session made in the same event-loop turn go to the database as one batch read
 * (`load`, the same query the session cache refreshes with). Session-cache misses come in
 * bursts — everyone who was idle for longer than the TTL (a call, a pause) searches again — and
 * one query for many sessions costs about as much as one for a single session. A session the
 * batch does not find reads as null. Nothing is cached here: that is the SessionCache's job.
 */
export function sessionBatcher<T>(
  load: BatchLoader<T>,
  /** The user a value belongs to, when it says: a value is only ever handed to that user's key. */
  ownerOf?: (value: T) => number,
): (key: SessionKey) => Promise<T | null> {
  const loader = new DataLoader<SessionKey, T | null, SessionKey>(
    async (keys) => {
      const found = await load([...keys]);
      return keys.map((key) => {
        const value = found.get(key.familyId);
        if (value === undefined || (ownerOf && ownerOf(value) !== key.userId)) return null;
        return value;
      });
    },
    // setImmediate: requests parsed in one poll phase share a batch (the default, nextTick,
    // would batch only within one request's own callback).
    { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key) => loader.load(key);
}
