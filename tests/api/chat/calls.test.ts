import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_TOPICS } from '../../../contract/chat';
import { friendships, reports, users } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { type SeededUser, seedUser } from '../support/users';
import { type ChatTestServer, call, peerCredentials, startChatServer } from './support';

describe('calls and reports', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  async function matchPair(): Promise<{ a: SeededUser; b: SeededUser; matchId: string }> {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    await peerCredentials(server, a);
    await peerCredentials(server, b);
    const waiting = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    await waiting;
    return { a, b, matchId: found.body.match_id };
  }

  const onCall = async (userId: number) =>
    (await server.ctx.db.select({ v: users.isOnCall }).from(users).where(eq(users.id, userId)))[0].v;

  it('returns the call time limit in minutes', async () => {
    const user = await seedUser(server.ctx);
    const res = await call(server, user, 'GET', '/get-time-limit');
    expect(res).toMatchObject({ status: 200, body: { minutes: 5 } });
  });

  it('sets and clears the on-call flag, validating the body', async () => {
    const user = await seedUser(server.ctx);
    expect((await call(server, user, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    expect(await onCall(user.user.id)).toBe(true);
    expect((await call(server, user, 'PATCH', '/is-on-call', { isOnCall: false })).status).toBe(204);
    expect(await onCall(user.user.id)).toBe(false);
    expect((await call(server, user, 'PATCH', '/is-on-call', {})).status).toBe(422);
    const bad = await call(server, user, 'PATCH', '/is-on-call', { isOnCall: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.isOnCall).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]));
    expect(await onCall(user.user.id)).toBe(false);
  });

  it('a new search clears the searcher’s own on-call flag', async () => {
    const user = await seedUser(server.ctx, { isOnCall: true });
    await peerCredentials(server, user);
    const pending = call(server, user, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    // The write does not hold up the search (chat/service.ts), so it lands beside it.
    await eventually(async () => expect(await onCall(user.user.id)).toBe(false));
    await call(server, user, 'POST', '/leave-pool');
    await pending;
  });

  it('lets a user hang up on their partner, ending the match and their on-call flag', async () => {
    const { a, b, matchId } = await matchPair();
    await call(server, a, 'PATCH', '/is-on-call', { isOnCall: true });
    expect((await server.ctx.matchPool.activeMatchOf(a.user.id))?.id).toBe(matchId);
    expect((await call(server, a, 'POST', '/end-call', { to: b.user.id })).status).toBe(204);
    expect(await server.ctx.matchPool.activeMatchOf(a.user.id)).toBeNull();
    expect(await onCall(a.user.id)).toBe(false);
    // The partner may still answer with notEnd after the match ended (recent match).
    expect(
      (await call(server, b, 'POST', '/end-call', { to: a.user.id, notEnd: true, match_id: matchId })).status,
    ).toBe(204);
  });

  it('refuses hang-ups towards strangers, foreign matches, oneself, and friends without a call', async () => {
    const { a, b, matchId } = await matchPair();
    const stranger = await seedUser(server.ctx);
    expect((await call(server, stranger, 'POST', '/end-call', { to: b.user.id })).status).toBe(403);
    expect((await call(server, stranger, 'POST', '/end-call', { to: b.user.id, match_id: matchId })).status).toBe(403);
    // The match itself is untouched by those attempts.
    expect((await server.ctx.matchPool.activeMatchOf(b.user.id))?.id).toBe(matchId);
    // A match id that is not between these two.
    const other = await matchPair();
    expect((await call(server, a, 'POST', '/end-call', { to: b.user.id, match_id: other.matchId })).status).toBe(403);
    const self = await call(server, a, 'POST', '/end-call', { to: a.user.id });
    expect(self.status).toBe(422);
    expect((await call(server, a, 'POST', '/end-call', {})).status).toBe(422);
    expect((await call(server, a, 'POST', '/end-call', { to: b.user.id, match_id: 'nope' })).status).toBe(422);

    await server.ctx.db.insert(friendships).values([
      { userId: stranger.user.id, friendId: b.user.id },
      { userId: b.user.id, friendId: stranger.user.id },
    ]);
    // A friend counts only in a friend call with you (tests/api/friend-calls/calls.test.ts).
    expect((await call(server, stranger, 'POST', '/end-call', { to: b.user.id })).status).toBe(403);
  });

  it('stores a valid report with reporter, target, topic, details and time', async () => {
    const { a, b, matchId } = await matchPair();
    const res = await call(server, a, 'POST', '/add-report', {
      to_id: b.user.id,
      to_name: b.user.name,
      report_details: '  Showed something rude.  ',
      report_topic: REPORT_TOPICS[0],
    });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({
      to_id: b.user.id,
      to_name: b.user.name,
      report_topic: 'Inappropriate behaviour',
      report_details: 'Showed something rude.',
    });
    const [row] = await server.ctx.db.select().from(reports).where(eq(reports.id, res.body.report.id));
    expect(row).toMatchObject({
      reporterId: a.user.id,
      targetId: b.user.id,
      targetName: b.user.name,
      topic: 'Inappropriate behaviour',
      details: 'Showed something rude.',
      matchId,
    });
    expect(row.createdAt.getTime()).toBe(server.clock.now());
  });

  it('validates reports (422) and stores nothing', async () => {
    const { a, b } = await matchPair();
    const base = {
      to_id: b.user.id,
      to_name: b.user.name,
      report_details: 'Spam links all call long',
      report_topic: 'Spam or advertising',
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, report_details: 'ab' }, 'report_details', 'Report details must be at least 3 characters'],
      [
        { ...base, report_details: 'x'.repeat(1001) },
        'report_details',
        'Report details cannot be more than 1000 characters',
      ],
      [{ ...base, report_details: '   ' }, 'report_details', 'Report details are required'],
      [{ ...base, report_details: undefined }, 'report_details', 'Report details are required'],
      [{ ...base, report_topic: 'Something else' }, 'report_topic', 'Please choose a report topic'],
      [{ ...base, to_id: 'abc' }, 'to_id', 'Please give the user to report'],
      [{ ...base, to_name: '' }, 'to_name', 'Please give the name of the user to report'],
      [{ ...base, report_topic: undefined }, 'report_topic', 'Please choose a report topic'],
      [{ ...base, to_id: undefined }, 'to_id', 'Please give the user to report'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(server, a, 'POST', '/add-report', body);
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body)).toContain(message);
    }
    expect((await call(server, a, 'POST', '/add-report', { ...base, to_id: a.user.id })).status).toBe(422);
    // Nobody a has met: the same 403 as a stranger (tests/api/security/enumeration.test.ts).
    expect((await call(server, a, 'POST', '/add-report', { ...base, to_id: 999_999 })).status).toBe(403);
    expect(await server.ctx.db.select().from(reports).where(eq(reports.reporterId, a.user.id))).toEqual([]);
    const ok = await call(server, a, 'POST', '/add-report', { ...base, report_details: 'x'.repeat(1000) });
    expect(ok.status).toBe(201);
  });

  it('keeps reports when either account is deleted', async () => {
    const { a, b } = await matchPair();
    const res = await call(server, a, 'POST', '/add-report', {
      to_id: b.user.id,
      to_name: b.user.name,
      report_details: 'Rude words',
      report_topic: 'Inappropriate behaviour',
    });
    expect(res.status).toBe(201);
    await server.ctx.db.delete(users).where(inArray(users.id, [a.user.id, b.user.id]));
    const [row] = await server.ctx.db.select().from(reports).where(eq(reports.id, res.body.report.id));
    expect(row).toMatchObject({ reporterId: a.user.id, targetId: b.user.id, targetName: b.user.name });
  });

  it('limits reports per reporter (20 per 10 minutes), not per address', async () => {
    const spammer = await seedUser(server.ctx);
    const target = await seedUser(server.ctx);
    const other = await seedUser(server.ctx);
    // Reports need an encounter: friends qualify.
    await server.ctx.db.insert(friendships).values([
      { userId: spammer.user.id, friendId: target.user.id },
      { userId: other.user.id, friendId: target.user.id },
    ]);
    const body = {
      to_id: target.user.id,
      to_name: target.user.name,
      report_details: 'Again and again',
      report_topic: 'Spam or advertising',
    };
    for (let i = 0; i < 20; i++) expect((await call(server, spammer, 'POST', '/add-report', body)).status).toBe(201);
    const limited = await call(server, spammer, 'POST', '/add-report', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(server, other, 'POST', '/add-report', body)).status).toBe(201);
  });

  it('never pairs a reporter with the user they reported again', async () => {
    const { a, b } = await matchPair();
    expect(
      (
        await call(server, a, 'POST', '/add-report', {
          to_id: b.user.id,
          to_name: b.user.name,
          report_details: 'Spam again',
          report_topic: 'Spam or advertising',
        })
      ).status,
    ).toBe(201);
    server.clock.advance(1000);
    const waiting = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    const other = call(server, b, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(2));
    server.clock.advance(25_000);
    expect((await waiting).body.randomUser).toBeNull();
    expect((await other).body.randomUser).toBeNull();
  });
});
