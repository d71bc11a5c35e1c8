import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_TOKEN_TTL_SECONDS, MODERATION_CODES } from '../../../contract/moderation';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { reports } from '../../../server/db/schema/index';
import { type ChatTestServer, call, startChatServer } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

const MODERATORS = ['mod-a@petchat.test', 'mod-b@petchat.test', 'mod-c@petchat.test', 'mod-d@petchat.test'];
const ADMINS = ['admin-a@petchat.test', 'admin-b@petchat.test'];

/**
 * Issue 28 item 2, "Moderators under rules": roles from MODERATOR_EMAILS and ADMIN_EMAILS, who may
 * act on whom, lift, the banned user's appeal, and a log that no route edits.
 */
describe('moderators under rules', () => {
  let server: ChatTestServer;
  let modA: SeededUser;
  let modB: SeededUser;
  /** Never banned by a test here: hears the appeals against mod A's bans. */
  let modC: SeededUser;
  let adminA: SeededUser;
  let adminB: SeededUser;
  beforeAll(async () => {
    server = await startChatServer({ config: { moderatorEmails: MODERATORS, adminEmails: ADMINS } });
    [modA, modB, modC, adminA, adminB] = await Promise.all(
      [MODERATORS[0], MODERATORS[1], MODERATORS[3], ...ADMINS].map((email) => seedUser(server.ctx, { email })),
    );
  });
  afterAll(() => server.close());

  /** A report row as POST /add-report leaves it (its own rules are tested in moderation.test.ts). */
  async function report(reporter: SeededUser, target: SeededUser): Promise<number> {
    const [row] = await server.ctx.db
      .insert(reports)
      .values({
        reporterId: reporter.user.id,
        targetId: target.user.id,
        targetName: target.user.name,
        topic: 'Inappropriate behaviour',
        details: 'Not a pet on camera',
      })
      .returning({ id: reports.id });
    return row.id;
  }
  const ban = (by: SeededUser, reportId: number, note = 'Threats') =>
    call(server, by, 'POST', '/moderation/actions', { report_id: reportId, action: 'ban', note });
  const refusedWith = (code: string) => ({ status: 403, body: { code, message: expect.any(String) } });

  it('an admin is a moderator to the app (is_moderator) and reads the queue', async () => {
    expect((await call(server, adminA, 'GET', '/me')).body.user.is_moderator).toBe(true);
    expect((await call(server, adminA, 'GET', '/moderation/reports')).status).toBe(200);
    const someone = await seedUser(server.ctx);
    expect(await call(server, someone, 'GET', '/moderation/accounts')).toMatchObject(
      refusedWith(MODERATION_CODES.notModerator),
    );
    expect((await call(server, someone, 'GET', '/moderation/reports')).body.message).toBe(SAFETY_MESSAGES.notModerator);
  });

  it('a moderator cannot act on another moderator, and the report stays open', async () => {
    const user = await seedUser(server.ctx);
    const id = await report(user, modB);
    expect(await ban(modA, id)).toMatchObject(refusedWith(MODERATION_CODES.outsideRole));
    const row = (await call(server, modA, 'GET', '/moderation/reports')).body.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status: 'open', may_act: false });
    expect((await call(server, modB, 'GET', '/me')).status).toBe(200);
  });

  it('a moderator cannot act on an admin; neither can another admin', async () => {
    const user = await seedUser(server.ctx);
    const id = await report(user, adminA);
    expect(await ban(modA, id)).toMatchObject(refusedWith(MODERATION_CODES.outsideRole));
    expect(await ban(adminB, id)).toMatchObject(refusedWith(MODERATION_CODES.outsideRole));
    expect((await call(server, adminA, 'GET', '/me')).status).toBe(200);
  });

  it('nobody acts on a report they filed, whatever the target', async () => {
    const user = await seedUser(server.ctx);
    expect(await ban(modA, await report(modA, user))).toMatchObject(refusedWith(MODERATION_CODES.ownReport));
    expect(await ban(adminA, await report(adminA, user))).toMatchObject(refusedWith(MODERATION_CODES.ownReport));
  });

  it('nobody acts on a report they are named in, not even to dismiss it', async () => {
    const user = await seedUser(server.ctx);
    const id = await report(user, modA);
    expect(await call(server, modA, 'POST', '/moderation/actions', { report_id: id, action: 'dismiss' })).toMatchObject(
      refusedWith(MODERATION_CODES.ownReport),
    );
  });

  it('an admin acts on a moderator: the ban holds and is logged with who, when and why', async () => {
    const moderator = await seedUser(server.ctx, { email: MODERATORS[2] });
    const id = await report(await seedUser(server.ctx), moderator);
    expect((await ban(adminA, id, 'Abused the role')).status).toBe(200);
    expect((await call(server, moderator, 'GET', '/me')).status).toBe(401);
    expect((await call(server, adminA, 'GET', '/moderation/log')).body[0]).toMatchObject({
      moderator: { id: adminA.user.id },
      action: 'ban',
      target: { id: moderator.user.id },
      report_id: id,
      note: 'Abused the role',
      created_at: server.clock.date().toISOString(),
    });
  });

  it('an action that closes or warns an account needs a reason (422); dismissal does not', async () => {
    const user = await seedUser(server.ctx);
    const id = await report(await seedUser(server.ctx), user);
    expect(await call(server, modA, 'POST', '/moderation/actions', { report_id: id, action: 'ban' })).toMatchObject({
      status: 422,
      body: { errors: { note: [SAFETY_MESSAGES.reasonRequired] } },
    });
    expect((await call(server, modA, 'POST', '/moderation/actions', { report_id: id, action: 'dismiss' })).status).toBe(
      200,
    );
  });

  it('lift: ends a ban now, needs a reason, refuses what is not closed, and is logged', async () => {
    const user = await seedUser(server.ctx, { password: 'user-password-1' });
    expect((await ban(modA, await report(await seedUser(server.ctx), user))).status).toBe(200);
    const closed = await call(server, modA, 'GET', '/moderation/accounts');
    expect(closed.body.find((a: { user: { id: number } }) => a.user.id === user.user.id)).toMatchObject({
      state: 'banned',
      role: 'user',
      note: 'Threats',
      may_act: true,
    });
    expect(await call(server, modA, 'POST', '/moderation/lift', { user_id: user.user.id, note: '  ' })).toMatchObject({
      status: 422,
      body: { errors: { note: [SAFETY_MESSAGES.reasonRequired] } },
    });
    expect(
      (await call(server, modA, 'POST', '/moderation/lift', { user_id: user.user.id, note: 'Apologised' })).status,
    ).toBe(200);
    const login = await call(server, null, 'POST', '/login', { email: user.user.email, password: 'user-password-1' });
    expect(login.status).toBe(200);
    expect(
      await call(server, modA, 'POST', '/moderation/lift', { user_id: user.user.id, note: 'Again' }),
    ).toMatchObject({ status: 409, body: { code: MODERATION_CODES.notClosed } });
    expect((await call(server, modA, 'GET', '/moderation/log')).body[0]).toMatchObject({
      moderator: { id: modA.user.id },
      action: 'lift',
      target: { id: user.user.id },
      report_id: null,
      note: 'Apologised',
      created_at: expect.any(String),
    });
  });

  it('lift within the role: a moderator cannot lift a moderator, an admin can; nobody lifts an admin', async () => {
    const id = await report(await seedUser(server.ctx), modB);
    expect((await ban(adminA, id)).status).toBe(200);
    expect(
      await call(server, modA, 'POST', '/moderation/lift', { user_id: modB.user.id, note: 'Colleague' }),
    ).toMatchObject(refusedWith(MODERATION_CODES.outsideRole));
    expect(
      (await call(server, adminA, 'POST', '/moderation/lift', { user_id: modB.user.id, note: 'Mistake' })).status,
    ).toBe(200);
    expect(
      await call(server, adminA, 'POST', '/moderation/lift', { user_id: adminB.user.id, note: 'x' }),
    ).toMatchObject(refusedWith(MODERATION_CODES.outsideRole));
  });

  it('appeal: the banned login carries a token; one appeal per ban reaches the queue; lift reopens the account', async () => {
    const user = await seedUser(server.ctx, { password: 'banned-password-1' });
    expect((await ban(modA, await report(await seedUser(server.ctx), user), 'Spam')).status).toBe(200);
    const login = () => call(server, null, 'POST', '/login', { email: user.user.email, password: 'banned-password-1' });
    const refused = await login();
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'banned', reason: 'banned', note: 'Spam', appeal_token: expect.any(String) },
    });
    // A wrong password learns nothing, not even the token.
    const wrong = await call(server, null, 'POST', '/login', { email: user.user.email, password: 'nope-nope-1' });
    expect(wrong.body.appeal_token).toBeUndefined();

    const token = refused.body.appeal_token as string;
    const message = 'My dog pressed the buttons, I am sorry.';
    expect(await call(server, null, 'POST', '/appeals', { token: `${token}0`, message })).toMatchObject({
      status: 403,
      body: { code: MODERATION_CODES.appealToken },
    });
    expect(await call(server, null, 'POST', '/appeals', { token, message: '' })).toMatchObject({ status: 422 });
    expect((await call(server, null, 'POST', '/appeals', { token, message })).status).toBe(201);
    // Once per ban, even with a token from a new login.
    const again = (await login()).body.appeal_token;
    expect(await call(server, null, 'POST', '/appeals', { token: again, message: 'Please' })).toMatchObject({
      status: 409,
      body: { code: MODERATION_CODES.appealExists },
    });

    // Mod A made the ban, so another moderator (mod C) hears the appeal.
    const queueOf = async (moderator: SeededUser) =>
      (await call(server, moderator, 'GET', '/moderation/appeals?status=open')).body.find(
        (a: { user: { id: number } }) => a.user.id === user.user.id,
      );
    expect(await queueOf(modA)).toMatchObject({ status: 'open', may_act: false });
    const appeal = await queueOf(modC);
    expect(appeal).toMatchObject({ message, ban_note: 'Spam', status: 'open', may_act: true });
    expect(
      await call(server, modA, 'POST', '/moderation/appeal-decisions', {
        appeal_id: appeal.id,
        decision: 'lift',
        note: 'My own ban',
      }),
    ).toMatchObject(refusedWith(MODERATION_CODES.ownBan));
    expect(
      (
        await call(server, modC, 'POST', '/moderation/appeal-decisions', {
          appeal_id: appeal.id,
          decision: 'lift',
          note: 'First time, believable',
        })
      ).status,
    ).toBe(200);
    expect((await login()).status).toBe(200);
    expect((await call(server, modA, 'GET', '/moderation/log')).body[0]).toMatchObject({
      action: 'lift',
      appeal_id: appeal.id,
      note: 'First time, believable',
    });
    expect(
      (await call(server, modA, 'GET', '/moderation/appeals?status=closed')).body.find(
        (a: { id: number }) => a.id === appeal.id,
      ),
    ).toMatchObject({ status: 'lifted', may_act: false });
  });

  it('appeal: keep closes it with a reason in the log; an expired token files nothing', async () => {
    const user = await seedUser(server.ctx, { password: 'kept-password-1' });
    expect((await ban(modA, await report(await seedUser(server.ctx), user), 'Threats')).status).toBe(200);
    const login = () => call(server, null, 'POST', '/login', { email: user.user.email, password: 'kept-password-1' });
    const stale = (await login()).body.appeal_token;
    server.clock.advance(APPEAL_TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await call(server, null, 'POST', '/appeals', { token: stale, message: 'Late' })).toMatchObject({
      status: 403,
      body: { code: MODERATION_CODES.appealToken },
    });
    const token = (await login()).body.appeal_token;
    expect((await call(server, null, 'POST', '/appeals', { token, message: 'Please' })).status).toBe(201);
    const appeal = (await call(server, modC, 'GET', '/moderation/appeals')).body.find(
      (a: { user: { id: number } }) => a.user.id === user.user.id,
    );
    const decide = (note: string) =>
      call(server, modC, 'POST', '/moderation/appeal-decisions', { appeal_id: appeal.id, decision: 'keep', note });
    expect((await decide('')).status).toBe(422);
    expect((await decide('The threats were real')).status).toBe(200);
    expect((await decide('Twice')).body.code).toBe(MODERATION_CODES.noSuchAppeal);
    expect((await login()).status).toBe(403);
    expect((await call(server, modA, 'GET', '/moderation/log')).body[0]).toMatchObject({
      action: 'keep',
      target: { id: user.user.id },
      appeal_id: appeal.id,
      note: 'The threats were real',
    });
  });

  it('the log cannot be edited or deleted through the API', async () => {
    const user = await seedUser(server.ctx);
    expect((await ban(modA, await report(await seedUser(server.ctx), user), 'Kept on record')).status).toBe(200);
    const before = (await call(server, adminA, 'GET', '/moderation/log')).body;
    const entry = before[0];
    expect(entry.note).toBe('Kept on record');
    for (const [method, path] of [
      ['PUT', '/moderation/log'],
      ['PATCH', '/moderation/log'],
      ['DELETE', '/moderation/log'],
      ['POST', '/moderation/log'],
      ['PUT', `/moderation/log/${entry.id}`],
      ['PATCH', `/moderation/log/${entry.id}`],
      ['DELETE', `/moderation/log/${entry.id}`],
      ['DELETE', '/moderation/actions'],
      ['PATCH', '/moderation/actions'],
    ] as const) {
      const res = await call(server, adminA, method, path, { note: 'rewritten', action: 'dismiss' });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await call(server, adminA, 'GET', '/moderation/log')).body).toEqual(before);
  });
});
