import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../tests/api/support/manual-clock';
import { eventually } from '../../../tests/support/eventually';
import { MemoryMatchPool } from '../../adapters/match-pool/memory';
import { SessionCache } from '../../auth/session-cache';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { blocks, breeds, friendships, reports, type UserRow } from '../../db/schema/index';
import type { MatchPool } from '../../ports/match-pool';
import { insertSession, insertUser, memoryDatabase, recordingLog } from '../../testing/spec-support';
import { createBreedCatalog } from '../breeds/catalog';
import { createBreedCatalogue } from '../breeds/catalogue';
import { createBreedsRepository } from '../breeds/repository';
import { createPeerRepository } from '../peer/repository';
import { createOnCallState, type OnCallState } from './on-call';
import { NO_ENCOUNTER, REPORT_ENCOUNTER_MS } from './report-policy';
import { createChatRepository } from './repository';
import { createSearchContexts } from './search-context';
import { type ChatService, createChatService, type SearchSession } from './service';
import { createHangUp } from './watchdog';

describe('chat service', () => {
  let handle: DatabaseHandle;
  let breedId: number;
  /** Seeded breeds by name (migrations 0011, 0095). */
  const seeded = new Map<string, number>();

  beforeAll(async () => {
    handle = await memoryDatabase();
    const list = await createBreedsRepository(handle.db).list();
    [{ id: breedId }] = list;
    for (const b of list) seeded.set(b.name, b.id);
  });
  afterAll(() => handle.close());

  function service(
    opts: { reloadUser?: (s: SearchSession) => Promise<UserRow>; setOnCall?: (base: OnCallState) => OnCallState } = {},
  ) {
    const { db } = handle;
    const clock = new ManualClock();
    const now = clock.date;
    const repo = createChatRepository(db);
    const events = recordSessionEvents();
    const matchPool = new MemoryMatchPool({ clock });
    const published: Array<{ userId: number; channel: string; event: string; data: unknown }> = [];
    const realtime = {
      publish: async (userId: number, channel: string, event: string, data: unknown) =>
        void published.push({ userId, channel, event, data }),
    };
    const setOnCall = opts.setOnCall?.(createOnCallState({ repo, events })) ?? createOnCallState({ repo, events });
    const reloads: number[] = [];
    const log = recordingLog();
    const chat = createChatService({
      repo,
      breeds: createBreedsRepository(db),
      catalogue: createBreedCatalogue(createBreedCatalog(db)),
      matchPool,
      realtime,
      searchContext: createSearchContexts({
        cache: new SessionCache({ ttlMs: 0, now: () => clock.now(), schedule: () => () => {} }),
        repo,
        now,
      }),
      setOnCall,
      hangUp: createHangUp({ matchPool, realtime, setOnCall }),
      reloadUser: async (session) => {
        reloads.push(session.user.id);
        return (await opts.reloadUser?.(session)) ?? session.user;
      },
      events,
      log,
      now,
      config: { searchCooldownMs: 1000, matchWaitSeconds: 25 },
    });
    return { chat, clock, matchPool, events, published, reloads, log };
  }

  /** A verified user with a session holding one live peer id. */
  async function searcher(fields: Partial<UserRow> = {}) {
    const user = await insertUser(handle.db, fields);
    const { familyId } = await insertSession(handle.db, user.id);
    const peerId = `peer${user.id}x${familyId.slice(0, 8)}`;
    await createPeerRepository(handle.db).insertPeerCredential({
      peerId,
      tokenHash: `hash-${peerId}`,
      userId: user.id,
      familyId,
      createdAt: new Date(Date.UTC(2026, 0, 15)),
      expiresAt: new Date(Date.UTC(2026, 0, 16)),
    });
    return { session: { user, familyId } as SearchSession, peerId };
  }

  const anyone = { breed_id: null, exclusion_users: [] as number[], widen: null };

  it('pairs two searchers: the first waits, the second finds it; each learns the other’s peer id', async () => {
    const { chat, matchPool } = service();
    const a = await searcher();
    const b = await searcher();
    const waiting = chat.search(a.session, anyone, new AbortController().signal);
    await eventually(async () => expect((await matchPool.stats()).waiting).toBe(1));
    const found = await chat.search(b.session, anyone, new AbortController().signal);
    const answered = await waiting;
    expect(found).toMatchObject({ role: 'caller', randomUser: { id: a.session.user.id, peer_id: a.peerId } });
    expect(answered).toMatchObject({ role: 'callee', randomUser: { id: b.session.user.id, peer_id: b.peerId } });
    expect(found.match_id).toBe(answered.match_id);
    await matchPool.close();
  });

  it('answers a Next from a call without waiting for the on-call write; a failed write is logged', async () => {
    // The searcher's off-call write is held until the test lets it fail.
    let failWrite: (error: Error) => void = () => {};
    const held: Array<{ userId: number; isOnCall: boolean }> = [];
    const { chat, matchPool, log } = service({
      setOnCall: (base) => (userId, isOnCall) => {
        held.push({ userId, isOnCall });
        if (isOnCall) return base(userId, isOnCall);
        return new Promise<void>((_resolve, reject) => {
          failWrite = reject;
        });
      },
    });
    const a = await searcher();
    const b = await searcher({ isOnCall: true });
    const waiting = chat.search(a.session, anyone, new AbortController().signal);
    await eventually(async () => expect((await matchPool.stats()).waiting).toBe(1));
    const found = await chat.search(b.session, anyone, new AbortController().signal);
    expect(found).toMatchObject({ role: 'caller', randomUser: { id: a.session.user.id } });
    expect((await waiting).role).toBe('callee');
    expect(held).toEqual([{ userId: b.session.user.id, isOnCall: false }]);
    expect(log.lines).toEqual([]);
    failWrite(new Error('database gone'));
    await eventually(() =>
      expect(log.lines).toEqual([
        {
          level: 'error',
          obj: { err: expect.any(Error), userId: b.session.user.id },
          msg: 'clearing is_on_call failed',
        },
      ]),
    );
    await matchPool.close();
  });

  it('needs a peer id of the session, and one search per second', async () => {
    const { chat, clock, matchPool } = service();
    const user = await insertUser(handle.db);
    const { familyId } = await insertSession(handle.db, user.id);
    await expect(chat.search({ user, familyId }, anyone, new AbortController().signal)).rejects.toMatchObject({
      statusCode: 409,
    });
    const a = await searcher();
    const gone = new AbortController();
    gone.abort();
    expect((await chat.search(a.session, anyone, gone.signal)).randomUser).toBeNull();
    await expect(chat.search(a.session, anyone, gone.signal)).rejects.toMatchObject({ statusCode: 429 });
    clock.advance(1000);
    expect((await chat.search(a.session, anyone, gone.signal)).randomUser).toBeNull();
    await matchPool.close();
  });

  it('refuses the breed filter without a subscription only after reading the user again when it came from the cache', async () => {
    const subscribed = { subscriptionEndsAt: new Date(Date.UTC(2027, 0, 1)) };
    const { chat, reloads, matchPool } = service({ reloadUser: async (s) => ({ ...s.user, ...subscribed }) });
    const a = await searcher();
    const gone = new AbortController();
    gone.abort();
    const filter = { breed_id: breedId, exclusion_users: [], widen: null };
    await expect(chat.search(a.session, filter, gone.signal)).rejects.toMatchObject({ statusCode: 403 });
    expect(reloads).toEqual([]);
    // Cached row says "not subscribed": the fresh row (subscribed meanwhile) decides.
    expect((await chat.search({ ...a.session, fromCache: true }, filter, gone.signal)).randomUser).toBeNull();
    expect(reloads).toEqual([a.session.user.id]);
    await matchPool.close();
  });

  describe('widening to the breed group (issue 29)', () => {
    const subscribed = { subscriptionEndsAt: new Date(Date.UTC(2027, 0, 1)) };
    const widened = (breed: string) => ({ breed_id: seeded.get(breed)!, exclusion_users: [], widen: 'group' as const });
    const owner = (breed: string) => searcher({ ...subscribed, petBreedId: seeded.get(breed)! });

    it('pairs two widened searchers of one group across breeds; each is shown the other’s breed', async () => {
      const { chat, matchPool } = service();
      const shepherd = await owner('German Shepherd');
      const corgi = await owner('Pembroke Welsh Corgi');
      const waiting = chat.search(shepherd.session, widened('German Shepherd'), new AbortController().signal);
      await eventually(async () => expect((await matchPool.stats()).waiting).toBe(1));
      const found = await chat.search(corgi.session, widened('Pembroke Welsh Corgi'), new AbortController().signal);
      const answered = await waiting;
      expect(found.randomUser).toMatchObject({
        id: shepherd.session.user.id,
        breed: { id: seeded.get('German Shepherd'), name: 'German Shepherd', name_ua: 'Німецька вівчарка' },
      });
      expect(answered.randomUser?.breed).toEqual({
        id: seeded.get('Pembroke Welsh Corgi'),
        name: 'Pembroke Welsh Corgi',
        name_ua: 'Пемброк-вельш-коргі',
      });
      await matchPool.close();
    });

    it('never pairs a widened searcher with a plain one, nor with one widened to another group', async () => {
      const { chat, clock, matchPool } = service();
      const shepherd = await owner('German Shepherd');
      const corgi = await owner('Pembroke Welsh Corgi');
      const labrador = await owner('Labrador Retriever');
      const waiting = chat.search(shepherd.session, widened('German Shepherd'), new AbortController().signal);
      await eventually(async () => expect((await matchPool.stats()).waiting).toBe(1));
      // A plain breed chat of the same breed and a widened search of another group both wait.
      const plain = chat.search(
        corgi.session,
        { breed_id: seeded.get('German Shepherd')!, exclusion_users: [], widen: null },
        new AbortController().signal,
      );
      const other = chat.search(labrador.session, widened('Labrador Retriever'), new AbortController().signal);
      await eventually(async () => expect((await matchPool.stats()).waiting).toBe(3));
      clock.advance(25_000);
      expect((await waiting).randomUser).toBeNull();
      expect((await plain).randomUser).toBeNull();
      expect((await other).randomUser).toBeNull();
      await matchPool.close();
    });

    it('refuses widening without a breed chat, or for a breed outside every group (422 with a code)', async () => {
      const { chat, matchPool } = service();
      const user = await owner('German Shepherd');
      const gone = new AbortController();
      gone.abort();
      await expect(
        chat.search(user.session, { breed_id: null, exclusion_users: [], widen: 'group' }, gone.signal),
      ).rejects.toMatchObject({ statusCode: 422, extra: { code: 'widen_needs_breed' } });
      const [{ id: loner }] = await handle.db
        .insert(breeds)
        .values({ name: 'Axolotl', nameUa: 'Аксолотль', image: '/media/breeds/axolotl.svg' })
        .returning({ id: breeds.id });
      await expect(
        chat.search(user.session, { breed_id: loner, exclusion_users: [], widen: 'group' }, gone.signal),
      ).rejects.toMatchObject({ statusCode: 422, extra: { code: 'no_breed_group' } });
      await expect(
        chat.search(user.session, { breed_id: 999_999, exclusion_users: [], widen: 'group' }, gone.signal),
      ).rejects.toMatchObject({ statusCode: 422, errors: { breed_id: ['The selected breed does not exist.'] } });
      await matchPool.close();
    });
  });

  /** Two searchers meet: `a` waits, `b` finds them. */
  async function matchTwo(chat: ChatService, matchPool: MatchPool) {
    const a = await searcher();
    const b = await searcher();
    const waiting = chat.search(a.session, anyone, new AbortController().signal);
    await eventually(async () => expect((await matchPool.stats()).waiting).toBe(1));
    const { match_id } = await chat.search(b.session, anyone, new AbortController().signal);
    await waiting;
    return { a, b, match_id };
  }

  it('hangs up: the match ends, the caller is off-call (onCallChanged), the partner alone hears andCall', async () => {
    const { chat, matchPool, events, published } = service();
    const { a, b, match_id } = await matchTwo(chat, matchPool);

    const stranger = await insertUser(handle.db);
    await expect(
      chat.endCall(stranger.id, { to: a.session.user.id, notEnd: false, match_id: null }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    await chat.endCall(b.session.user.id, { to: a.session.user.id, notEnd: false, match_id });
    expect(await matchPool.activeMatchOf(a.session.user.id)).toBeNull();
    expect(events.events).toContainEqual({ type: 'onCallChanged', userId: b.session.user.id, isOnCall: false });
    expect(published).toEqual([
      {
        userId: a.session.user.id,
        channel: 'video-chat',
        event: 'VideochatChanel',
        data: { type: 'andCall', from: b.session.user.id, to: a.session.user.id, match_id },
      },
    ]);
    await matchPool.close();
  });

  const report = (to_id: number, to_name = 'X') => ({
    to_id,
    to_name,
    report_topic: 'Spam or advertising' as const,
    report_details: 'rude',
  });

  it('refuses a report without an encounter: the same 403 for a stranger and for an id nobody has', async () => {
    const { chat, events, matchPool } = service();
    const reporter = await insertUser(handle.db);
    const stranger = await insertUser(handle.db);
    const refused = { statusCode: 403, message: NO_ENCOUNTER };
    await expect(chat.addReport(reporter.id, report(stranger.id, stranger.name))).rejects.toMatchObject(refused);
    await expect(chat.addReport(reporter.id, report(999_999))).rejects.toMatchObject(refused);
    expect(events.events).toEqual([]);
    await matchPool.close();
  });

  it('stores a report on a partner of the last 24 hours (with the match) and raises userChanged for the reporter', async () => {
    const { chat, clock, events, matchPool } = service();
    const { a, b, match_id } = await matchTwo(chat, matchPool);
    await chat.endCall(b.session.user.id, { to: a.session.user.id, notEnd: false, match_id });
    events.events.length = 0;

    clock.advance(REPORT_ENCOUNTER_MS - 60_000);
    const stored = await chat.addReport(b.session.user.id, report(a.session.user.id, a.session.user.name));
    expect(stored).toMatchObject({
      to_id: a.session.user.id,
      report_topic: 'Spam or advertising',
      report_details: 'rude',
    });
    const [row] = await handle.db.select().from(reports).where(eq(reports.id, stored.id));
    expect(row.matchId).toBe(match_id);
    // The reported user leaves this reporter's searches at once (cached search data).
    expect(events.events).toEqual([{ type: 'userChanged', userId: b.session.user.id }]);

    clock.advance(120_000);
    await expect(chat.addReport(a.session.user.id, report(b.session.user.id))).rejects.toMatchObject({
      statusCode: 403,
    });
    await matchPool.close();
  });

  it('stores a report on a friend without any match', async () => {
    const { chat, matchPool } = service();
    const reporter = await insertUser(handle.db);
    const friend = await insertUser(handle.db);
    await handle.db.insert(friendships).values({ userId: reporter.id, friendId: friend.id });
    const stored = await chat.addReport(reporter.id, report(friend.id, friend.name));
    const [row] = await handle.db.select().from(reports).where(eq(reports.id, stored.id));
    expect(row.matchId).toBeNull();
    await matchPool.close();
  });

  it('keeps the reporter’s client address; refuses a report on someone who blocked the reporter and stores nothing', async () => {
    const { chat, matchPool } = service();
    const [reporter, friend, blocker] = [
      await insertUser(handle.db),
      await insertUser(handle.db),
      await insertUser(handle.db),
    ];
    await handle.db.insert(friendships).values([
      { userId: reporter.id, friendId: friend.id },
      { userId: reporter.id, friendId: blocker.id },
    ]);
    const stored = await chat.addReport(reporter.id, report(friend.id, friend.name), '203.0.113.9');
    const [row] = await handle.db.select().from(reports).where(eq(reports.id, stored.id));
    expect(row.reporterAddress).toBe('203.0.113.9');

    await handle.db.insert(blocks).values({ blockerId: blocker.id, blockedId: reporter.id });
    await expect(chat.addReport(reporter.id, report(blocker.id, blocker.name), '203.0.113.9')).rejects.toMatchObject({
      statusCode: 403,
      extra: { code: 'blocked' },
    });
    expect(await handle.db.select().from(reports).where(eq(reports.targetId, blocker.id))).toEqual([]);
    await matchPool.close();
  });
});
