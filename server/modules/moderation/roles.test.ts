import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_CODES } from '../../../contract/moderation';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { reports, type UserRow } from '../../db/schema/index';
import type { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createModerationRepository } from './repository';
import { refusalToAct, roleOf } from './roles';
import { createModerationService } from './service';

const codeOf = (e: HttpError | null) => (e?.extra as { code?: string } | undefined)?.code ?? null;

describe('moderator roles (pure rule)', () => {
  const staff = {
    moderators: new Set(['mod@x.test', 'both@x.test']),
    admins: new Set(['admin@x.test', 'both@x.test']),
  };

  it('reads roles from the lists in any case; an email in both lists is an admin', () => {
    expect(roleOf('MOD@x.test', staff)).toBe('moderator');
    expect(roleOf('admin@X.test', staff)).toBe('admin');
    expect(roleOf('both@x.test', staff)).toBe('admin');
    expect(roleOf('someone@x.test', staff)).toBe('user');
    expect(roleOf(null, staff)).toBe('user');
  });

  it('moderators act on users only; admins on users and moderators; nobody on an admin', () => {
    const mod = { id: 1, role: 'moderator' as const };
    const admin = { id: 2, role: 'admin' as const };
    const table = [
      [mod, { id: 3, role: 'user' as const }, null],
      [mod, { id: 4, role: 'moderator' as const }, MODERATION_CODES.outsideRole],
      [mod, { id: 5, role: 'admin' as const }, MODERATION_CODES.outsideRole],
      [admin, { id: 4, role: 'moderator' as const }, null],
      [admin, { id: 5, role: 'admin' as const }, MODERATION_CODES.outsideRole],
      [admin, admin, MODERATION_CODES.outsideRole],
      [mod, mod, MODERATION_CODES.outsideRole],
    ] as const;
    for (const [actor, target, code] of table) expect(codeOf(refusalToAct(actor, target))).toBe(code);
  });

  it('nobody acts on a report they filed or are named in, whatever their role', () => {
    const admin = { id: 2, role: 'admin' as const };
    const user = { id: 9, role: 'user' as const };
    expect(codeOf(refusalToAct(admin, user, { reporterId: 2, targetId: 9 }))).toBe(MODERATION_CODES.ownReport);
    expect(codeOf(refusalToAct(admin, admin, { reporterId: 9, targetId: 2 }))).toBe(MODERATION_CODES.ownReport);
    expect(refusalToAct(admin, user, { reporterId: 7, targetId: 9 })).toBeNull();
  });
});

describe('moderation service under roles', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  let n = 0;
  async function setup() {
    const tag = ++n;
    const staff = {
      moderators: new Set([`m${tag}@x.test`, `m2${tag}@x.test`]),
      admins: new Set([`a${tag}@x.test`, `a2${tag}@x.test`]),
    };
    const service = createModerationService({
      repo: createModerationRepository(handle.db),
      storage: { signedUrl: async (key) => key },
      matchPool: { leave: async () => true, activeMatchOf: async () => null },
      hangUpMatch: async () => {},
      events: recordSessionEvents(),
      staff,
      now: handClock().now,
      config: { reporterMinAccountAgeHours: 24 },
    });
    return {
      service,
      moderator: await insertUser(handle.db, { email: `m${tag}@x.test` }),
      otherModerator: await insertUser(handle.db, { email: `m2${tag}@x.test` }),
      admin: await insertUser(handle.db, { email: `a${tag}@x.test` }),
      otherAdmin: await insertUser(handle.db, { email: `a2${tag}@x.test` }),
    };
  }
  async function report(reporter: UserRow, target: UserRow) {
    const [row] = await handle.db
      .insert(reports)
      .values({
        reporterId: reporter.id,
        targetId: target.id,
        targetName: target.name,
        topic: 'spam',
        details: 'Rude to everyone on the call.',
      })
      .returning({ id: reports.id });
    return row.id;
  }
  const ban = { action: 'ban' as const, until: null, note: 'Threats' };
  const attempt = (p: Promise<unknown>) =>
    p.then(
      () => 'done',
      (e: HttpError) => `${e.statusCode} ${codeOf(e)}`,
    );

  it('refuses a moderator on a moderator or an admin, and on a report they filed or are named in', async () => {
    const { service, moderator, otherModerator, admin } = await setup();
    const user = await insertUser(handle.db);
    expect(await attempt(service.act(moderator, { ...ban, report_id: await report(user, otherModerator) }))).toBe(
      '403 outside_role',
    );
    expect(await attempt(service.act(moderator, { ...ban, report_id: await report(user, admin) }))).toBe(
      '403 outside_role',
    );
    expect(await attempt(service.act(moderator, { ...ban, report_id: await report(moderator, user) }))).toBe(
      '403 own_report',
    );
    expect(await attempt(service.act(moderator, { ...ban, report_id: await report(user, moderator) }))).toBe(
      '403 own_report',
    );
    // The refused reports stay open for someone within their role.
    const open = await service.reports(moderator, 'open');
    expect(
      open.filter((r) => [otherModerator.id, admin.id, moderator.id].includes(r.target.id)).every((r) => !r.may_act),
    ).toBe(true);
  });

  it('an admin acts on a moderator, never on an admin; may_act says so in the queue', async () => {
    const { service, otherModerator, admin, otherAdmin } = await setup();
    const user = await insertUser(handle.db);
    const onModerator = await report(user, otherModerator);
    const onAdmin = await report(user, otherAdmin);
    const queue = await service.reports(admin, 'open');
    expect(queue.find((r) => r.id === onModerator)?.may_act).toBe(true);
    expect(queue.find((r) => r.id === onAdmin)?.may_act).toBe(false);
    expect(await attempt(service.act(admin, { ...ban, report_id: onAdmin }))).toBe('403 outside_role');
    expect(await attempt(service.act(admin, { ...ban, report_id: onModerator }))).toBe('done');
    expect((await service.log(admin)).find((e) => e.report_id === onModerator)).toMatchObject({
      moderator: { id: admin.id },
      action: 'ban',
      note: 'Threats',
    });
  });
});
