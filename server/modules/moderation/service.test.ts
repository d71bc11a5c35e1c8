import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { blocks, refreshTokens, reports, type UserRow, users } from '../../db/schema/index';
import type { HttpError } from '../../http/errors';
import { involves, type Match } from '../../ports/match-pool';
import { handClock, insertSession, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createModerationRepository } from './repository';
import { accountClosed, BRAKE_REPORTERS, BRAKE_WINDOW_MS, createModerationService } from './service';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('moderation service', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  let setups = 0;
  function setup(opts: { activeMatch?: Match } = {}) {
    const clock = handClock();
    const events = recordSessionEvents();
    const left: number[] = [];
    const hungUp: Array<{ matchId: string; userId: number }> = [];
    const signed: Array<{ key: string; ttl: number }> = [];
    const moderator = `moderator${++setups}@example.com`;
    const service = createModerationService({
      repo: createModerationRepository(handle.db),
      storage: {
        signedUrl: async (key, ttl) => {
          signed.push({ key, ttl });
          return `https://media.test/${key}?ttl=${ttl}`;
        },
      },
      matchPool: {
        leave: async (userId) => {
          left.push(userId);
          return true;
        },
        activeMatchOf: async (userId) =>
          opts.activeMatch && involves(opts.activeMatch, userId) ? opts.activeMatch : null,
      },
      hangUpMatch: async (matchId, userId) => void hungUp.push({ matchId, userId }),
      events,
      staff: { moderators: new Set([moderator]), admins: new Set() },
      now: clock.now,
      config: { reporterMinAccountAgeHours: 24 },
    });
    const asModerator = () => insertUser(handle.db, { email: moderator });
    return { service, clock, events, left, hungUp, signed, asModerator };
  }

  async function report(
    reporter: UserRow,
    target: UserRow,
    fields: Partial<typeof reports.$inferInsert> = {},
  ): Promise<number> {
    const [row] = await handle.db
      .insert(reports)
      .values({
        reporterId: reporter.id,
        targetId: target.id,
        targetName: target.name,
        topic: 'spam',
        details: 'Sent links to a shop all call long.',
        createdAt: new Date(Date.UTC(2026, 0, 15, 11, 0)),
        ...fields,
      })
      .returning({ id: reports.id });
    return row.id;
  }

  const match = (caller: UserRow, callee: UserRow): Match => ({
    id: 'match-1',
    caller: { userId: caller.id, peerId: `peer-${caller.id}` },
    callee: { userId: callee.id, peerId: `peer-${callee.id}` },
    createdAt: 0,
  });
  const userRow = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0];
  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: HttpError) => e,
    );

  it('lets only the configured moderators read the queue, the log or act', async () => {
    const { service } = setup();
    const someone = await insertUser(handle.db);
    for (const attempt of [
      service.reports(someone, 'open'),
      service.log(someone),
      service.act(someone, { report_id: 1, action: 'dismiss', until: null, note: '' }),
    ]) {
      const error = await refused(attempt);
      expect(error?.statusCode).toBe(403);
      expect(error?.message).toBe(SAFETY_MESSAGES.notModerator);
    }
  });

  it('lists an open report with its evidence as a short-lived signed link and the target’s history', async () => {
    const { service, signed, asModerator, clock } = setup();
    const moderator = await asModerator();
    const [reporter, target] = [await insertUser(handle.db), await insertUser(handle.db)];
    const earlier = await report(reporter, target);
    await service.act(moderator, { report_id: earlier, action: 'warn', until: null, note: 'First warning' });
    clock.advance(MINUTE);
    const id = await report(reporter, target, { evidenceKey: `evidence/${target.id}.jpg`, topic: 'nudity' });

    const open = (await service.reports(moderator, 'open')).find((r) => r.id === id);
    expect(open).toMatchObject({
      reporter: { id: reporter.id, name: reporter.name },
      target: { id: target.id, name: target.name },
      topic: 'nudity',
      status: 'open',
      target_report_count: 2,
      evidence_url: `https://media.test/evidence/${target.id}.jpg?ttl=600`,
      target_actions: [{ action: 'warn', note: 'First warning', until: null }],
    });
    expect(signed).toEqual([{ key: `evidence/${target.id}.jpg`, ttl: 600 }]);
    // The handled one is in the closed list, not the open one.
    expect((await service.reports(moderator, 'open')).map((r) => r.id)).not.toContain(earlier);
    expect((await service.reports(moderator, 'closed')).map((r) => r.id)).toContain(earlier);
  });

  it('a warning is kept for the next visit and logged with the moderator and the time', async () => {
    const { service, asModerator, clock, events } = setup();
    const moderator = await asModerator();
    const target = await insertUser(handle.db);
    const id = await report(await insertUser(handle.db), target);
    await service.act(moderator, { report_id: id, action: 'warn', until: null, note: 'Keep it friendly' });

    expect(await userRow(target.id)).toMatchObject({ warningNote: 'Keep it friendly', warningAt: clock.now() });
    expect(events.events).toEqual([{ type: 'userChanged', userId: target.id }]);
    const [entry] = (await service.log(moderator)).filter((e) => e.report_id === id);
    expect(entry).toMatchObject({
      moderator: { id: moderator.id },
      target: { id: target.id },
      action: 'warn',
      note: 'Keep it friendly',
      until: null,
      created_at: clock.now().toISOString(),
    });
  });

  it('a suspension revokes every session, takes the user out of the pool and their call, and closes the account until then', async () => {
    const partner = await insertUser(handle.db);
    const target = await insertUser(handle.db);
    const { service, asModerator, clock, events, left, hungUp } = setup({ activeMatch: match(partner, target) });
    const moderator = await asModerator();
    const sessions = [await insertSession(handle.db, target.id), await insertSession(handle.db, target.id)];
    const id = await report(partner, target);
    const until = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    await service.act(moderator, { report_id: id, action: 'suspend', until, note: 'Rude' });

    const row = await userRow(target.id);
    expect(row.suspendedUntil?.toISOString()).toBe(until);
    expect(row.standingNote).toBe('Rude');
    const tokens = await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, target.id));
    expect(tokens.map((t) => t.revokedAt)).toEqual(tokens.map(() => clock.now()));
    // Each session ends (its sockets close on this event), then the user's cached data is stale.
    const ended = events.events.filter((e) => e.type === 'sessionEnded');
    expect(ended).toHaveLength(2);
    expect(ended).toEqual(
      expect.arrayContaining(sessions.map((s) => ({ type: 'sessionEnded', userId: target.id, familyId: s.familyId }))),
    );
    expect(events.events.at(-1)).toEqual({ type: 'userChanged', userId: target.id });
    expect(left).toEqual([target.id]);
    expect(hungUp).toEqual([{ matchId: 'match-1', userId: target.id }]);

    const closed = accountClosed(row, clock.now());
    expect(closed?.statusCode).toBe(403);
    expect(closed?.message).toBe(`Your account is suspended until ${until}.`);
    // Once the date has passed, the account is open again.
    expect(accountClosed(row, new Date(Date.parse(until) + 1))).toBeNull();
  });

  it('refuses a suspension that ends in the past, a report about oneself, an unknown report and a second decision', async () => {
    const { service, asModerator, clock } = setup();
    const moderator = await asModerator();
    const target = await insertUser(handle.db);
    const id = await report(await insertUser(handle.db), target);

    const past = new Date(clock.now().getTime() - MINUTE).toISOString();
    const early = await refused(service.act(moderator, { report_id: id, action: 'suspend', until: past, note: '' }));
    expect([early?.statusCode, early?.message]).toEqual([422, SAFETY_MESSAGES.untilPast]);

    const aboutMe = await report(target, moderator);
    const self = await refused(
      service.act(moderator, { report_id: aboutMe, action: 'dismiss', until: null, note: '' }),
    );
    expect(self?.statusCode).toBe(403);

    const missing = await refused(
      service.act(moderator, { report_id: 9_999_999, action: 'dismiss', until: null, note: '' }),
    );
    expect(missing?.statusCode).toBe(404);

    await service.act(moderator, { report_id: id, action: 'dismiss', until: null, note: '' });
    const again = await refused(service.act(moderator, { report_id: id, action: 'ban', until: null, note: '' }));
    expect(again?.statusCode).toBe(409);
    // The dismissal stands: no ban was recorded.
    expect((await userRow(target.id)).bannedAt).toBeNull();
  });

  it('a ban closes the account for good, with the note', async () => {
    const { service, asModerator, clock } = setup();
    const moderator = await asModerator();
    const target = await insertUser(handle.db);
    const id = await report(await insertUser(handle.db), target);
    await service.act(moderator, { report_id: id, action: 'ban', until: null, note: 'Threats' });

    const closed = accountClosed(await userRow(target.id), new Date(clock.now().getTime() + 365 * DAY));
    expect(closed?.statusCode).toBe(403);
    expect(closed?.message).toBe('Your account is banned.');
  });

  /** A verified account two days old by the spec's clock, reporting from its own network. */
  let networks = 0;
  const established = (clock: { now: () => Date }, fields: Parameters<typeof insertUser>[1] = {}) =>
    insertUser(handle.db, { createdAt: new Date(clock.now().getTime() - 2 * DAY), ...fields });
  const ownAddress = () => `198.51.${++networks % 250}.7`;

  it(`holds a target for review after reports from ${BRAKE_REPORTERS} independent reporters within the hour, once`, async () => {
    const { service, clock, events, left } = setup();
    const target = await insertUser(handle.db);
    const at = (ms: number) => new Date(clock.now().getTime() - ms);
    const first = await established(clock);
    // One reporter twice counts once; a report older than the window does not count.
    await report(first, target, { createdAt: at(10 * MINUTE), reporterAddress: ownAddress() });
    await report(first, target, { createdAt: at(5 * MINUTE), reporterAddress: ownAddress() });
    await report(await established(clock), target, {
      createdAt: at(BRAKE_WINDOW_MS + MINUTE),
      reporterAddress: ownAddress(),
    });
    await report(await established(clock), target, { createdAt: at(MINUTE), reporterAddress: ownAddress() });
    await service.afterReport(target.id);
    expect((await userRow(target.id)).underReviewAt).toBeNull();
    expect(left).toEqual([]);

    await report(await established(clock), target, { createdAt: at(0), reporterAddress: ownAddress() });
    await service.afterReport(target.id);
    expect((await userRow(target.id)).underReviewAt).toEqual(clock.now());
    expect(events.events).toEqual([{ type: 'userChanged', userId: target.id }]);
    expect(left).toEqual([target.id]);

    // Already held: nothing more happens.
    await service.afterReport(target.id);
    expect(left).toEqual([target.id]);
  });

  it('does not count fresh, unverified, blocked, twice-dismissed or same-network reporters; their reports stay in the queue', async () => {
    const { service, clock, left, asModerator } = setup();
    const moderator = await asModerator();
    const target = await insertUser(handle.db);
    const now = clock.now();
    // Fresh: 23 hours old (the minimum is 24).
    const fresh = await established(clock, { createdAt: new Date(now.getTime() - 23 * 3600_000) });
    const unverified = await established(clock, { verified: false });
    const blockedOne = await established(clock);
    await handle.db.insert(blocks).values({ blockerId: target.id, blockedId: blockedOne.id });
    // Two of this reporter's earlier reports (on others) were dismissed within 30 days.
    const pest = await established(clock);
    for (const _ of [1, 2]) {
      const earlier = await report(pest, await insertUser(handle.db), { createdAt: new Date(now.getTime() - DAY) });
      await service.act(moderator, { report_id: earlier, action: 'dismiss', until: null, note: '' });
    }
    const ids: number[] = [];
    for (const reporter of [fresh, unverified, blockedOne, pest])
      ids.push(await report(reporter, target, { createdAt: now, reporterAddress: ownAddress() }));
    // Three established reporters, but from one /24: one voice.
    for (const host of [11, 12, 13])
      ids.push(
        await report(await established(clock), target, { createdAt: now, reporterAddress: `203.0.113.${host}` }),
      );
    await service.afterReport(target.id);
    expect((await userRow(target.id)).underReviewAt).toBeNull();
    expect(left).toEqual([]);
    const open = (await service.reports(moderator, 'open')).map((r) => r.id);
    expect(open).toEqual(expect.arrayContaining(ids));

    // Two more independent voices make three: the one from 203.0.113.0/24 counts once.
    for (const address of ['192.0.2.50', '2001:db8:aa:1::5'])
      await report(await established(clock), target, { createdAt: now, reporterAddress: address });
    await service.afterReport(target.id);
    expect((await userRow(target.id)).underReviewAt).toEqual(now);
  });

  it('a reporter with one dismissed report still counts; dismissals older than 30 days are forgotten', async () => {
    const { service, clock, asModerator } = setup();
    const moderator = await asModerator();
    const target = await insertUser(handle.db);
    const reporters = [await established(clock), await established(clock), await established(clock)];
    const dismiss = async (reporter: UserRow) => {
      const id = await report(reporter, await insertUser(handle.db), { createdAt: clock.now() });
      await service.act(moderator, { report_id: id, action: 'dismiss', until: null, note: '' });
    };
    await dismiss(reporters[1]);
    await dismiss(reporters[1]);
    clock.advance(31 * DAY);
    // reporters[1]'s two dismissals are 31 days old by now; reporters[0]'s one is recent.
    await dismiss(reporters[0]);
    for (const r of reporters) await report(r, target, { createdAt: clock.now(), reporterAddress: ownAddress() });
    await service.afterReport(target.id);
    expect((await userRow(target.id)).underReviewAt).toEqual(clock.now());
  });

  it('any decision lifts the review brake', async () => {
    const { service, asModerator } = setup();
    const moderator = await asModerator();
    const target = await insertUser(handle.db, { underReviewAt: new Date(Date.UTC(2026, 0, 15, 11, 30)) });
    const id = await report(await insertUser(handle.db), target);
    await service.act(moderator, { report_id: id, action: 'dismiss', until: null, note: '' });
    expect((await userRow(target.id)).underReviewAt).toBeNull();
    expect((await service.reports(moderator, 'closed')).find((r) => r.id === id)?.status).toBe('closed');
  });
});
