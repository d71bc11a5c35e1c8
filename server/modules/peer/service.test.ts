import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ID_RE } from '../../../contract/chat';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { peerCredentials, refreshTokens } from '../../db/schema/index';
import { handClock, insertSession, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createPeerRepository } from './repository';
import { createPeerService } from './service';

describe('peer service', () => {
  let handle: DatabaseHandle;
  const clock = handClock(Date.now());

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function service() {
    const events = recordSessionEvents();
    const peer = createPeerService({
      repo: createPeerRepository(handle.db),
      ice: { serversFor: (userId) => [{ urls: `turn:turn.example:3478?user=${userId}` }], transportPolicy: 'relay' },
      events,
      now: clock.now,
      config: { peerCredentialTtlHours: 1 },
    });
    return { peer, events };
  }

  async function session() {
    const user = await insertUser(handle.db);
    const { familyId } = await insertSession(handle.db, user.id);
    return { userId: user.id, familyId };
  }

  it('issues a fresh id and token bound to the session, and raises userChanged (searches pick the new id)', async () => {
    const { peer, events } = service();
    const s = await session();
    const first = await peer.issue(s);
    const second = await peer.issue(s);
    expect(first.peer_id).toMatch(PEER_ID_RE);
    expect(second.peer_id).not.toBe(first.peer_id);
    expect(first.peer_path).toBe('/peerjs');
    expect(first.ice_servers).toEqual([{ urls: `turn:turn.example:3478?user=${s.userId}` }]);
    expect(first.ice_transport_policy).toBe('relay');
    expect(await peer.verify(first.peer_id, first.peer_token)).toEqual(s);
    expect(events.events).toEqual([
      { type: 'userChanged', userId: s.userId },
      { type: 'userChanged', userId: s.userId },
    ]);
  });

  it('refuses a wrong token, another id’s token, an expired id and an id of an ended session', async () => {
    const { peer } = service();
    const s = await session();
    const a = await peer.issue(s);
    const b = await peer.issue(s);
    expect(await peer.verify(a.peer_id, `${a.peer_token}x`)).toBeNull();
    expect(await peer.verify(a.peer_id, b.peer_token)).toBeNull();
    await handle.db.update(refreshTokens).set({ revokedAt: clock.now() }).where(eq(refreshTokens.familyId, s.familyId));
    expect(await peer.verify(b.peer_id, b.peer_token)).toBeNull();

    const t = await session();
    const c = await peer.issue(t);
    clock.advance(3600_000);
    expect(await peer.verify(c.peer_id, c.peer_token)).toBeNull();
  });

  it('keeps the newest ten ids of a user', async () => {
    const { peer } = service();
    const s = await session();
    const issued = [];
    for (let i = 0; i < 11; i++) {
      issued.push(await peer.issue(s));
      clock.advance(1);
    }
    await peer.issue(s);
    const kept = await handle.db.select().from(peerCredentials).where(eq(peerCredentials.userId, s.userId));
    expect(kept).toHaveLength(11);
    expect(await peer.verify(issued[0].peer_id, issued[0].peer_token)).toBeNull();
    expect(await peer.verify(issued[10].peer_id, issued[10].peer_token)).toEqual(s);
  });
});
