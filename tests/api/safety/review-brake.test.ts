import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { friendships, reports } from '../../../server/db/schema/index';
import { type ChatTestServer, call, matchUsers, peerCredentials, startChatServer } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

const MODERATOR = 'brake-mod@petchat.test';
const HOUR = 3600_000;

/**
 * The review brake needs independent people (issue 28, docs/decisions.md "The review brake"):
 * verified reporters at least REPORTER_MIN_ACCOUNT_AGE_HOURS old, each from their own /24 or /48.
 * Client addresses come from `remoteAddress` of inject (what `request.ip` reads without a proxy).
 */
describe('review brake', () => {
  let server: ChatTestServer;
  let moderator: SeededUser;
  beforeAll(async () => {
    server = await startChatServer({ config: { matchWaitSeconds: 1, moderatorEmails: [MODERATOR] } });
    moderator = await seedUser(server.ctx, { email: MODERATOR });
  });
  afterAll(() => server.close());

  /** A verified account made now by the server's manual clock. */
  const fresh = () => seedUser(server.ctx, { createdAt: server.clock.date() });
  /** Friends may report each other without a match. */
  const befriend = (u: SeededUser, target: SeededUser) =>
    server.ctx.db.insert(friendships).values([
      { userId: u.user.id, friendId: target.user.id },
      { userId: target.user.id, friendId: u.user.id },
    ]);
  const reportFrom = (reporter: SeededUser, target: SeededUser, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/add-report',
      remoteAddress,
      headers: { ...reporter.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        to_id: target.user.id,
        to_name: target.user.name,
        report_topic: 'Inappropriate behaviour',
        report_details: 'Not a pet on camera',
      }),
    });
  const underReview = async (u: SeededUser) => (await call(server, u, 'GET', '/me')).body.user.under_review;
  const queued = async (target: SeededUser) =>
    (await call(server, moderator, 'GET', '/moderation/reports?status=open')).body.filter(
      (r: { target: { id: number } }) => r.target.id === target.user.id,
    );

  it('a ring of fresh accounts from one address cannot pause anyone, even once the accounts are old', async () => {
    const target = await seedUser(server.ctx);
    const ring: SeededUser[] = [];
    for (let i = 0; i < 5; i++) {
      const account = await fresh();
      await befriend(account, target);
      ring.push(account);
    }
    for (const account of ring) expect((await reportFrom(account, target, '203.0.113.9')).statusCode).toBe(201);
    expect(await underReview(target)).toBe(false);
    // Every report still reaches the queue, with the address it came from.
    expect(await queued(target)).toHaveLength(5);
    const [row] = await server.ctx.db.select().from(reports).where(eq(reports.reporterId, ring[0].user.id));
    expect(row.reporterAddress).toBe('203.0.113.9');

    // A day later the accounts are old enough, but still one network (/24): one voice.
    server.clock.advance(25 * HOUR);
    for (const [i, account] of ring.entries())
      expect((await reportFrom(account, target, `203.0.113.${20 + i}`)).statusCode).toBe(201);
    expect(await underReview(target)).toBe(false);
  });

  it('three independent established users can: the target is held out of random chat', async () => {
    const target = await seedUser(server.ctx);
    const reporters = [await fresh(), await fresh(), await fresh()];
    for (const r of reporters) await befriend(r, target);
    server.clock.advance(24 * HOUR + 1);
    const addresses = ['198.51.100.4', '192.0.2.77', '2001:db8:77::1'];
    for (const [i, r] of reporters.entries()) {
      expect((await reportFrom(r, target, addresses[i])).statusCode).toBe(201);
      expect(await underReview(target)).toBe(i === 2);
    }
    server.clock.advance(1001);
    const { peer_id } = await peerCredentials(server, target);
    expect(await call(server, target, 'POST', '/get-peer-id', { peer_id })).toMatchObject({
      status: 403,
      body: { message: SAFETY_MESSAGES.underReview },
    });
  });

  it('the same three a minute after making their accounts cannot', async () => {
    const target = await seedUser(server.ctx);
    const reporters = [await fresh(), await fresh(), await fresh()];
    for (const r of reporters) await befriend(r, target);
    server.clock.advance(60_000);
    for (const [i, r] of reporters.entries()) expect((await reportFrom(r, target, `10.${i}.0.1`)).statusCode).toBe(201);
    expect(await underReview(target)).toBe(false);
  });

  it('a blocked user cannot report the person who blocked them; the blocker still can', async () => {
    const [a, b] = [await seedUser(server.ctx), await seedUser(server.ctx)];
    const [ca, cb] = [await peerCredentials(server, a), await peerCredentials(server, b)];
    await matchUsers(server, a, ca.peer_id, b, cb.peer_id);
    expect((await call(server, b, 'POST', '/block', { user_id: a.user.id })).status).toBe(201);

    const refused = await reportFrom(a, b, '198.51.100.5');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SAFETY_MESSAGES.blocked, code: 'blocked' });
    expect(await server.ctx.db.select().from(reports).where(eq(reports.reporterId, a.user.id))).toEqual([]);

    expect((await reportFrom(b, a, '198.51.100.6')).statusCode).toBe(201);
  });
});
