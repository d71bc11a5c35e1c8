import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_TOKEN_TTL_SECONDS } from '../../../contract/moderation';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { moderationActions, users } from '../../db/schema/index';
import type { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createAppealTokens } from './appeal-token';
import { createStandingService } from './standing';
import { createStandingRepository } from './standing-repository';

const DAY = 86_400_000;
const codeOf = (e: HttpError) => (e.extra as { code?: string }).code;
const attempt = (p: Promise<unknown>) =>
  p.then(
    () => 'done',
    (e: HttpError) => `${e.statusCode} ${codeOf(e)}`,
  );

describe('standing service: lifts and appeals', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  let n = 0;
  async function setup() {
    const tag = ++n;
    const clock = handClock();
    const events = recordSessionEvents();
    const tokens = createAppealTokens('spec secret');
    const service = createStandingService({
      repo: createStandingRepository(handle.db),
      staff: { moderators: new Set([`m${tag}@x.test`, `m2${tag}@x.test`]), admins: new Set([`a${tag}@x.test`]) },
      tokens,
      events,
      now: clock.now,
    });
    const banned = (fields: Partial<typeof users.$inferInsert> = {}) =>
      insertUser(handle.db, { bannedAt: new Date(clock.now().getTime() - DAY), standingNote: 'Threats', ...fields });
    return {
      service,
      clock,
      events,
      tokens,
      banned,
      moderator: await insertUser(handle.db, { email: `m${tag}@x.test` }),
      otherModerator: await insertUser(handle.db, { email: `m2${tag}@x.test` }),
      admin: await insertUser(handle.db, { email: `a${tag}@x.test` }),
    };
  }
  const row = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0];
  const logOf = (targetId: number) =>
    handle.db.select().from(moderationActions).where(eq(moderationActions.targetId, targetId));

  it('lists closed accounts and lifts a ban or a suspension, logged with who, when and why', async () => {
    const { service, clock, events, moderator, banned } = await setup();
    const ban = await banned();
    const suspended = await insertUser(handle.db, {
      suspendedUntil: new Date(clock.now().getTime() + DAY),
      standingNote: 'Rude',
    });
    const listed = await service.closedAccounts(moderator);
    expect(listed.find((a) => a.user.id === ban.id)).toMatchObject({ state: 'banned', until: null, may_act: true });
    expect(listed.find((a) => a.user.id === suspended.id)).toMatchObject({ state: 'suspended', note: 'Rude' });

    for (const target of [ban, suspended]) {
      await service.lift(moderator, { user_id: target.id, note: 'Served enough' });
      expect(await row(target.id)).toMatchObject({ bannedAt: null, suspendedUntil: null, standingNote: '' });
      expect(await logOf(target.id)).toEqual([
        expect.objectContaining({
          moderatorId: moderator.id,
          action: 'lift',
          note: 'Served enough',
          createdAt: clock.now(),
        }),
      ]);
    }
    expect(events.events).toEqual([
      { type: 'userChanged', userId: ban.id },
      { type: 'userChanged', userId: suspended.id },
    ]);
    // Nothing left to lift: 409, and an account that does not exist: 404.
    expect(await attempt(service.lift(moderator, { user_id: ban.id, note: 'again' }))).toBe('409 not_closed');
    expect(await attempt(service.lift(moderator, { user_id: 9_999_999, note: 'x' }))).toBe('404 no_such_account');
  });

  it('only an admin lifts a moderator’s ban; nobody an admin’s; a user is refused outright', async () => {
    const { service, moderator, otherModerator, admin, banned } = await setup();
    const closeAccount = (id: number) => handle.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, id));
    await closeAccount(otherModerator.id);
    expect((await service.closedAccounts(moderator)).find((a) => a.user.id === otherModerator.id)).toMatchObject({
      role: 'moderator',
      may_act: false,
    });
    expect(await attempt(service.lift(moderator, { user_id: otherModerator.id, note: 'x' }))).toBe('403 outside_role');
    expect(await attempt(service.lift(admin, { user_id: otherModerator.id, note: 'Mistake' }))).toBe('done');

    await closeAccount(admin.id);
    expect(await attempt(service.lift(admin, { user_id: admin.id, note: 'x' }))).toBe('403 outside_role');
    const someone = await insertUser(handle.db);
    expect(await attempt(service.lift(someone, { user_id: (await banned()).id, note: 'x' }))).toBe('403 not_moderator');
  });

  it('an appeal needs a genuine, unexpired token for the current ban, and is filed once per ban', async () => {
    const { service, clock, tokens, moderator, banned } = await setup();
    const user = await banned();
    const token = tokens.issue({ userId: user.id, banAt: user.bannedAt as Date }, clock.now());
    const message = 'It was my cat on the keyboard.';

    expect(await attempt(service.fileAppeal({ token: `${token}x`, message }))).toBe('403 appeal_token_invalid');
    const forged = createAppealTokens('another secret').issue(
      { userId: user.id, banAt: user.bannedAt as Date },
      clock.now(),
    );
    expect(await attempt(service.fileAppeal({ token: forged, message }))).toBe('403 appeal_token_invalid');

    expect(await attempt(service.fileAppeal({ token, message }))).toBe('done');
    expect(await attempt(service.fileAppeal({ token, message }))).toBe('409 appeal_exists');
    const fresh = tokens.issue({ userId: user.id, banAt: user.bannedAt as Date }, clock.now());
    expect(await attempt(service.fileAppeal({ token: fresh, message: 'Again' }))).toBe('409 appeal_exists');

    const [appeal] = (await service.appeals(moderator, 'open')).filter((a) => a.user.id === user.id);
    expect(appeal).toMatchObject({ message, ban_note: 'Threats', status: 'open', may_act: true });

    // Expired on the injected clock.
    const other = await banned();
    const late = tokens.issue({ userId: other.id, banAt: other.bannedAt as Date }, clock.now());
    clock.advance(APPEAL_TOKEN_TTL_SECONDS * 1000 + 1);
    expect(await attempt(service.fileAppeal({ token: late, message }))).toBe('403 appeal_token_invalid');
  });

  it('a token for a ban that was lifted (or replaced) files nothing', async () => {
    const { service, clock, tokens, moderator, banned } = await setup();
    const user = await banned();
    const token = tokens.issue({ userId: user.id, banAt: user.bannedAt as Date }, clock.now());
    await service.lift(moderator, { user_id: user.id, note: 'Lifted' });
    expect(await attempt(service.fileAppeal({ token, message: 'Please' }))).toBe('403 appeal_token_invalid');
    await handle.db.update(users).set({ bannedAt: clock.now() }).where(eq(users.id, user.id));
    expect(await attempt(service.fileAppeal({ token, message: 'Please' }))).toBe('403 appeal_token_invalid');
  });

  it('keep closes the appeal and logs it; lift opens the account and closes the appeal as lifted', async () => {
    const { service, clock, tokens, moderator, banned } = await setup();
    const [kept, lifted] = [await banned(), await banned()];
    for (const u of [kept, lifted])
      await service.fileAppeal({
        token: tokens.issue({ userId: u.id, banAt: u.bannedAt as Date }, clock.now()),
        message: 'Sorry',
      });
    const open = await service.appeals(moderator, 'open');
    const idOf = (userId: number) => open.find((a) => a.user.id === userId)?.id as number;

    await service.decideAppeal(moderator, { appeal_id: idOf(kept.id), decision: 'keep', note: 'Threats were real' });
    expect((await row(kept.id)).bannedAt).not.toBeNull();
    expect(await logOf(kept.id)).toEqual([
      expect.objectContaining({ action: 'keep', appealId: idOf(kept.id), note: 'Threats were real' }),
    ]);
    await service.decideAppeal(moderator, { appeal_id: idOf(lifted.id), decision: 'lift', note: 'Believable' });
    expect((await row(lifted.id)).bannedAt).toBeNull();
    expect(await logOf(lifted.id)).toEqual([
      expect.objectContaining({ action: 'lift', appealId: idOf(lifted.id), note: 'Believable' }),
    ]);
    const closed = await service.appeals(moderator, 'closed');
    expect(closed.find((a) => a.id === idOf(kept.id))).toMatchObject({ status: 'kept', may_act: false });
    expect(closed.find((a) => a.id === idOf(lifted.id))).toMatchObject({ status: 'lifted' });
    // Decided appeals are not decided again.
    expect(
      await attempt(service.decideAppeal(moderator, { appeal_id: idOf(kept.id), decision: 'lift', note: 'x' })),
    ).toBe('404 no_such_appeal');
  });

  it('the moderator who made a ban does not decide its appeal; another one does', async () => {
    const { service, clock, tokens, moderator, otherModerator, banned } = await setup();
    const user = await banned();
    await handle.db.insert(moderationActions).values({
      moderatorId: moderator.id,
      targetId: user.id,
      action: 'ban',
      note: 'Threats',
      createdAt: user.bannedAt as Date,
    });
    await service.fileAppeal({
      token: tokens.issue({ userId: user.id, banAt: user.bannedAt as Date }, clock.now()),
      message: 'Sorry',
    });
    const [mine] = (await service.appeals(moderator, 'open')).filter((a) => a.user.id === user.id);
    const [theirs] = (await service.appeals(otherModerator, 'open')).filter((a) => a.user.id === user.id);
    expect(mine?.may_act).toBe(false);
    expect(theirs?.may_act).toBe(true);
    const id = mine?.id as number;
    expect(await attempt(service.decideAppeal(moderator, { appeal_id: id, decision: 'lift', note: 'Mine' }))).toBe(
      '403 own_ban',
    );
    expect((await row(user.id)).bannedAt).not.toBeNull();
    await service.decideAppeal(otherModerator, { appeal_id: id, decision: 'lift', note: 'Believable' });
    expect((await row(user.id)).bannedAt).toBeNull();
  });
});
