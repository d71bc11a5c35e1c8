import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { type ChatTestServer, call, matchUsers, peerCredentials, startChatServer } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

const MODERATOR = 'mod@petchat.test';

/** A real PNG still frame as the browser would send it. */
async function pngDataUrl(width = 64): Promise<string> {
  const png = await sharp({ create: { width, height: width, channels: 3, background: '#c06' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Reports with evidence, the moderators' queue, actions, log and closed accounts. */
describe('moderation', () => {
  let server: ChatTestServer;
  let moderator: SeededUser;
  beforeAll(async () => {
    server = await startChatServer({ config: { matchWaitSeconds: 1, moderatorEmails: [MODERATOR] } });
    moderator = await seedUser(server.ctx, { email: 'Mod@PetChat.test' });
  });
  afterAll(() => server.close());

  async function meet(a: SeededUser, b: SeededUser) {
    const [ca, cb] = [await peerCredentials(server, a), await peerCredentials(server, b)];
    return (await matchUsers(server, a, ca.peer_id, b, cb.peer_id)).matchId;
  }
  const report = (to: SeededUser, extra: object = {}) => ({
    to_id: to.user.id,
    to_name: to.user.name,
    report_topic: 'Inappropriate behaviour',
    report_details: 'Not a pet on camera',
    ...extra,
  });

  it('says who is a moderator (MODERATOR_EMAILS, any case) and keeps the queue to them', async () => {
    expect((await call(server, moderator, 'GET', '/me')).body.user.is_moderator).toBe(true);
    const someone = await seedUser(server.ctx);
    expect((await call(server, someone, 'GET', '/me')).body.user.is_moderator).toBe(false);
    for (const [method, path, body] of [
      ['GET', '/moderation/reports', undefined],
      ['GET', '/moderation/log', undefined],
      ['POST', '/moderation/actions', { report_id: 1, action: 'ban' }],
    ] as const) {
      expect(await call(server, someone, method, path, body)).toMatchObject({
        status: 403,
        body: { message: SAFETY_MESSAGES.notModerator },
      });
      expect((await call(server, null, method, path, body)).status).toBe(401);
    }
  });

  it('a report carries its match and a still frame the moderator sees through a signed URL', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    const matchId = await meet(a, b);
    const sent = await call(
      server,
      a,
      'POST',
      '/add-report',
      report(b, { match_id: matchId, evidence: await pngDataUrl() }),
    );
    expect(sent.status).toBe(201);
    const queue = await call(server, moderator, 'GET', '/moderation/reports?status=open');
    const row = queue.body.find((r: { id: number }) => r.id === sent.body.report.id);
    expect(row).toMatchObject({
      reporter: { id: a.user.id },
      target: { id: b.user.id },
      topic: 'Inappropriate behaviour',
      match_id: matchId,
      status: 'open',
      target_report_count: 1,
      target_actions: [],
    });
    const frame = await fetch(new URL(row.evidence_url, server.url));
    expect(frame.status).toBe(200);
    const bytes = Buffer.from(await frame.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // re-encoded as JPEG
    // Never public: the same path without its signature is refused.
    const unsigned = new URL(row.evidence_url, server.url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).not.toBe(200);
  });

  it('refuses a match the reporter was not in, and evidence that is not a JPEG/PNG image or over 1 MB', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    const c = await seedUser(server.ctx);
    const d = await seedUser(server.ctx);
    await meet(a, b);
    const otherMatch = await meet(c, d);
    expect(await call(server, a, 'POST', '/add-report', report(b, { match_id: otherMatch }))).toMatchObject({
      status: 403,
      body: { message: SAFETY_MESSAGES.notInMatch },
    });
    const fake = `data:image/jpeg;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect(await call(server, a, 'POST', '/add-report', report(b, { evidence: fake }))).toMatchObject({
      status: 422,
      body: { errors: { evidence: [SAFETY_MESSAGES.evidenceInvalid] } },
    });
    const gif = `data:image/png;base64,${Buffer.from('GIF89a........').toString('base64')}`;
    expect((await call(server, a, 'POST', '/add-report', report(b, { evidence: gif }))).status).toBe(422);
    const big = `data:image/png;base64,${Buffer.alloc(1024 * 1024 + 10, 1).toString('base64')}`;
    expect(await call(server, a, 'POST', '/add-report', report(b, { evidence: big }))).toMatchObject({
      status: 422,
      body: { errors: { evidence: [SAFETY_MESSAGES.evidenceTooLarge] } },
    });
    expect((await call(server, a, 'POST', '/add-report', report(b, { evidence: big }))).status).toBe(422);
    expect(
      (await call(server, moderator, 'GET', '/moderation/reports')).body.some(
        (r: { reporter: { id: number } }) => r.reporter.id === a.user.id,
      ),
    ).toBe(false);
  });

  it('suspension: sessions revoked, search and call end, login says why until when; logged', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx, { password: 'b-password-1' });
    await meet(a, b);
    const sent = await call(server, a, 'POST', '/add-report', report(b));
    expect(sent.status).toBe(201);
    const until = new Date(server.clock.now() + 3 * 86400_000).toISOString();
    const acted = await call(server, moderator, 'POST', '/moderation/actions', {
      report_id: sent.body.report.id,
      action: 'suspend',
      until,
      note: 'Rude to others',
    });
    expect(acted.status).toBe(200);
    expect(await server.ctx.matchPool.activeMatchOf(a.user.id)).toBeNull();
    expect((await call(server, b, 'GET', '/me')).status).toBe(401);
    const login = await call(server, null, 'POST', '/login', { email: b.user.email, password: 'b-password-1' });
    expect(login).toMatchObject({ status: 403, body: { reason: 'suspended', until, note: 'Rude to others' } });
    expect(
      (
        await call(server, moderator, 'POST', '/moderation/actions', {
          report_id: sent.body.report.id,
          action: 'dismiss',
        })
      ).status,
    ).toBe(409);
    const log = await call(server, moderator, 'GET', '/moderation/log');
    expect(log.body[0]).toMatchObject({
      moderator: { id: moderator.user.id },
      action: 'suspend',
      target: { id: b.user.id },
      report_id: sent.body.report.id,
      note: 'Rude to others',
      until,
    });
    expect((await call(server, moderator, 'GET', '/moderation/reports?status=closed')).body[0].id).toBe(
      sent.body.report.id,
    );
    // After the end date the account opens again.
    server.clock.advance(3 * 86400_000 + 1000);
    expect((await call(server, null, 'POST', '/login', { email: b.user.email, password: 'b-password-1' })).status).toBe(
      200,
    );
  });

  it('a suspended user waiting in the pool leaves it at once', async () => {
    const waiting = await seedUser(server.ctx);
    const a = await seedUser(server.ctx);
    await meet(a, waiting);
    const sent = await call(server, a, 'POST', '/add-report', report(waiting));
    await call(server, waiting, 'POST', '/end-call', { to: a.user.id });
    server.clock.advance(1001);
    const { peer_id } = await peerCredentials(server, waiting);
    const search = call(server, waiting, 'POST', '/get-peer-id', { peer_id });
    for (let i = 0; i < 200 && (await server.ctx.matchPool.stats()).waiting === 0; i++)
      await new Promise((r) => setImmediate(r));
    await call(server, moderator, 'POST', '/moderation/actions', {
      report_id: sent.body.report.id,
      action: 'ban',
      note: 'Spam',
    });
    expect((await search).body).toMatchObject({ randomUser: null });
    const login = await call(server, null, 'POST', '/login', { email: waiting.user.email, password: waiting.password });
    expect(login).toMatchObject({ status: 403, body: { reason: 'banned', until: null, note: 'Spam' } });
  });

  it('validates actions: unknown report 404, suspension needs a future date', async () => {
    expect(
      (
        await call(server, moderator, 'POST', '/moderation/actions', {
          report_id: 999_999,
          action: 'warn',
          note: 'Be kind',
        })
      ).status,
    ).toBe(404);
    const past = await call(server, moderator, 'POST', '/moderation/actions', { report_id: 1, action: 'suspend' });
    expect(past).toMatchObject({ status: 422, body: { errors: { until: [SAFETY_MESSAGES.untilRequired] } } });
    expect(
      (await call(server, moderator, 'POST', '/moderation/actions', { report_id: 1, action: 'shout' })).status,
    ).toBe(422);
  });

  it('a warning is shown once on the next visit', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    await meet(a, b);
    const sent = await call(server, a, 'POST', '/add-report', report(b));
    await call(server, moderator, 'POST', '/moderation/actions', {
      report_id: sent.body.report.id,
      action: 'warn',
      note: 'Keep it about pets',
    });
    const first = await call(server, b, 'GET', '/me');
    expect(first.body.warning).toMatchObject({ note: 'Keep it about pets', created_at: expect.any(String) });
    expect((await call(server, b, 'GET', '/me')).body.warning).toBeUndefined();
  });
  // The brake: tests/api/safety/review-brake.test.ts.
});
