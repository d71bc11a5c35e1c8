import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createPresence, KEEP_ALIVE_MS } from './presence';
import { createFriendsRepository } from './repository';

describe('presence', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function presence(connected: number[]) {
    const clock = handClock();
    const realtime = {
      onlineAmong: async (ids: readonly number[]) => new Set(ids.filter((id) => connected.includes(id))),
    };
    return { clock, presence: createPresence({ realtime, repo: createFriendsRepository(handle.db), now: clock.now }) };
  }

  it('is online while connected to realtime, whatever the last ping', async () => {
    const user = await insertUser(handle.db);
    const { presence: p } = presence([user.id]);
    expect((await p.statusOf([user.id])).get(user.id)).toEqual({ online: true, onCall: false });
  });

  it('is online for two keep-alive periods after a ping, then offline', async () => {
    const { clock, presence: p } = presence([]);
    const user = await insertUser(handle.db, { lastSeenAt: clock.now() });
    clock.advance(2 * KEEP_ALIVE_MS);
    expect((await p.statusOf([user.id])).get(user.id)?.online).toBe(true);
    clock.advance(1);
    expect((await p.statusOf([user.id])).get(user.id)?.online).toBe(false);
  });

  it('never pinged and not connected: offline', async () => {
    const user = await insertUser(handle.db);
    const { presence: p } = presence([]);
    expect((await p.statusOf([user.id])).get(user.id)).toEqual({ online: false, onCall: false });
  });

  it('is on a call when online with is_on_call set; an offline user is never on a call', async () => {
    const onCall = await insertUser(handle.db, { isOnCall: true });
    const staleFlag = await insertUser(handle.db, { isOnCall: true });
    const { presence: p } = presence([onCall.id]);
    const statuses = await p.statusOf([onCall.id, staleFlag.id]);
    expect(statuses.get(onCall.id)).toEqual({ online: true, onCall: true });
    expect(statuses.get(staleFlag.id)).toEqual({ online: false, onCall: false });
  });

  it('answers for every id asked, unknown ones offline, and nothing for no ids', async () => {
    const { presence: p } = presence([2_000_000_000]);
    expect((await p.statusOf([2_000_000_000])).get(2_000_000_000)).toEqual({ online: false, onCall: false });
    expect((await p.statusOf([])).size).toBe(0);
  });
});
