import {
  type AppealDecisionInput,
  type AppealInput,
  type AppealView,
  type ClosedAccount,
  type LiftInput,
  MODERATION_CODES,
  MODERATION_MESSAGES,
} from '../../../contract/moderation';
import type { SessionEvents } from '../../auth/session-events';
import type { UserRow } from '../../db/schema/index';
import type { AppealTokens } from './appeal-token';
import { assertStaff, type Party, refusal, refusalToAct, roleOf, type StaffLists } from './roles';
import type { StandingRepository } from './standing-repository';

export interface StandingDeps {
  repo: StandingRepository;
  staff: StaffLists;
  tokens: AppealTokens;
  events: Pick<SessionEvents, 'userChanged'>;
  now: () => Date;
}

type Person = NonNullable<Awaited<ReturnType<StandingRepository['person']>>>;

/**
 * A closed account's way back (issue 28 item 2): moderators lift suspensions and bans within
 * their role, banned users appeal once per ban with the token of their login refusal, and
 * moderators lift or keep. Every lift and decision is logged with who, when and why.
 */
export function createStandingService(deps: StandingDeps) {
  const { repo, staff, tokens, events, now } = deps;
  const party = (p: Pick<Person, 'id' | 'email'>): Party => ({ id: p.id, role: roleOf(p.email, staff) });
  const mayAct = (actor: Party, target: Person) => refusalToAct(actor, party(target)) === null;

  async function liftFor(actor: Party, userId: number, note: string, appealId: number | null) {
    const target = await repo.person(userId);
    if (!target) throw refusal(404, MODERATION_CODES.noSuchAccount, MODERATION_MESSAGES.noSuchAccount);
    const refused = refusalToAct(actor, party(target));
    if (refused) throw refused;
    if (!(await repo.lift({ moderatorId: actor.id, userId, note, appealId, now: now() })))
      throw refusal(409, MODERATION_CODES.notClosed, MODERATION_MESSAGES.notClosed);
    events.userChanged(userId);
  }

  return {
    async closedAccounts(user: UserRow): Promise<ClosedAccount[]> {
      const actor = assertStaff(user, staff);
      return (await repo.closedAccounts(now())).map((p) => ({
        user: { id: p.id, name: p.name, image: p.image },
        role: roleOf(p.email, staff),
        state: p.bannedAt ? 'banned' : 'suspended',
        until: p.bannedAt ? null : (p.suspendedUntil?.toISOString() ?? null),
        note: p.standingNote,
        may_act: mayAct(actor, p),
      }));
    },

    async lift(user: UserRow, input: LiftInput): Promise<void> {
      await liftFor(assertStaff(user, staff), input.user_id, input.note, null);
    },

    /**
     * Public: the token proves the appeal comes from the banned account, for the ban it was given
     * for (a lifted or newer ban makes it void). One appeal per ban.
     */
    async fileAppeal(input: AppealInput): Promise<void> {
      const at = now();
      const claims = tokens.verify(input.token, at);
      const invalid = () => refusal(403, MODERATION_CODES.appealToken, MODERATION_MESSAGES.appealToken);
      if (!claims) throw invalid();
      const person = await repo.person(claims.userId);
      if (!person?.bannedAt || person.bannedAt.getTime() !== claims.banAt.getTime()) throw invalid();
      const id = await repo.fileAppeal({ userId: person.id, banAt: person.bannedAt, message: input.message, now: at });
      if (id === null) throw refusal(409, MODERATION_CODES.appealExists, MODERATION_MESSAGES.appealExists);
    },

    async appeals(user: UserRow, status: 'open' | 'closed'): Promise<AppealView[]> {
      const actor = assertStaff(user, staff);
      const rows = await repo.appeals(status);
      const ownBans = new Set<number>();
      for (const { appeal } of rows)
        if (appeal.status === 'open' && (await repo.bannedBy(appeal.userId, appeal.banAt)) === actor.id)
          ownBans.add(appeal.id);
      return rows.map(({ appeal, person }) => ({
        id: appeal.id,
        user: { id: person.id, name: person.name, image: person.image },
        message: appeal.message,
        banned_at: appeal.banAt.toISOString(),
        ban_note: person.standingNote,
        status: appeal.status,
        created_at: appeal.createdAt.toISOString(),
        may_act: appeal.status === 'open' && !ownBans.has(appeal.id) && mayAct(actor, person),
      }));
    },

    /** Lift (the ban ends, the appeal closes as lifted) or keep (the appeal closes as kept). */
    async decideAppeal(user: UserRow, input: AppealDecisionInput): Promise<void> {
      const actor = assertStaff(user, staff);
      const appeal = await repo.findAppeal(input.appeal_id);
      if (appeal?.status !== 'open')
        throw refusal(404, MODERATION_CODES.noSuchAppeal, MODERATION_MESSAGES.noSuchAppeal);
      // The appeal is heard by someone other than who made the ban (the appeal page promises it).
      if ((await repo.bannedBy(appeal.userId, appeal.banAt)) === actor.id)
        throw refusal(403, MODERATION_CODES.ownBan, MODERATION_MESSAGES.ownBan);
      if (input.decision === 'lift') return liftFor(actor, appeal.userId, input.note, appeal.id);
      const target = await repo.person(appeal.userId);
      const refused = target && refusalToAct(actor, party(target));
      if (refused) throw refused;
      if (!(await repo.keep({ moderatorId: actor.id, appealId: appeal.id, note: input.note, now: now() })))
        throw refusal(404, MODERATION_CODES.noSuchAppeal, MODERATION_MESSAGES.noSuchAppeal);
    },
  };
}
export type StandingService = ReturnType<typeof createStandingService>;
