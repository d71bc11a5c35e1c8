import type { EndCallInput, ReportInput, SearchInput, SearchResult, StoredReport } from '../../../contract/chat';
import { type AndCallData, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { SearchCooldown } from '../../adapters/search-cooldown/memory';
import type { SessionEvents } from '../../auth/session-events';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/index';
import { conflict, forbidden, HttpError, tooManyRequests, unprocessable } from '../../http/errors';
import { involves, type MatchPool, type SearchCancel, type Searcher } from '../../ports/match-pool';
import type { RealtimePort } from '../../ports/realtime';
import type { SearchCooldownGate } from '../../ports/search-cooldown';
import type { BreedCatalogue, CatalogueBreed } from '../breeds/catalogue';
import type { BreedsRepository } from '../breeds/repository';
import { randomChatRefusal } from '../safety/search-gate';
import { isSubscribed } from '../users/user-view';
import type { OnCallState } from './on-call';
import { assertMayReport, type FriendCallLookup, findEncounter, REPORT_ENCOUNTER_MS } from './report-policy';
import type { ChatRepository } from './repository';
import type { SearchContexts } from './search-context';
import type { HangUp } from './watchdog';

/** How long after a match `/end-call` may still address the ex-partner. */
const CALL_PARTNER_RECENCY_MS = 60 * 60_000;

/** The 403 of a report on someone who blocked the reporter (API.md: requests and calls get the same). */
const blockedRefusal = () => new HttpError(403, SAFETY_MESSAGES.blocked, undefined, {}, { code: 'blocked' });

const NOBODY: SearchResult = { randomUser: null, role: null, match_id: null };

/** The searcher's session; `fromCache` when the user row came from the session cache. */
export interface SearchSession {
  user: UserRow;
  familyId: string;
  fromCache?: boolean;
}

export interface ChatDeps {
  repo: Pick<ChatRepository, 'areFriends' | 'insertReport' | 'hasBlocked'>;
  breeds: Pick<BreedsRepository, 'exists'>;
  /** Breeds with their groups, read only by widened searches (issue 29). */
  catalogue: BreedCatalogue;
  matchPool: MatchPool;
  realtime: Pick<RealtimePort, 'publish'>;
  searchContext: SearchContexts;
  setOnCall: OnCallState;
  hangUp: HangUp;
  /** The session's user read again from the database (a refusal is never decided on cached data). */
  reloadUser: (session: SearchSession) => Promise<UserRow>;
  events: Pick<SessionEvents, 'userChanged'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  config: Pick<AppConfig, 'searchCooldownMs' | 'matchWaitSeconds'>;
  /** Shared between instances with REDIS_URL; in-process otherwise. */
  cooldown?: SearchCooldownGate;
  /** Friend calls (server/modules/friend-calls): `/end-call` towards a friend, report encounters. */
  friendCalls?: FriendCallLookup;
  /** Stores a report's still frame privately (server/modules/moderation/evidence.ts); answers its key. */
  storeEvidence?: (dataUrl: string) => Promise<string>;
  /** Runs after each report: the automatic review brake (server/modules/moderation). */
  afterReport?: (targetId: number) => Promise<void>;
  /** A random call between the two ended: opens the meet-again window (`meet-again.ts`). */
  onCallEnded?: (matchId: string, a: number, b: number) => Promise<void>;
}

export type ChatService = ReturnType<typeof createChatService>;

const NO_SUCH_BREED_TEXT = 'The selected breed does not exist.';
const NO_SUCH_BREED = () => unprocessable(NO_SUCH_BREED_TEXT, { breed_id: [NO_SUCH_BREED_TEXT] });
const WIDEN_NEEDS_BREED_TEXT = 'Widening needs a breed chat (breed_id).';
const WIDEN_NEEDS_BREED = () =>
  new HttpError(422, WIDEN_NEEDS_BREED_TEXT, { widen: [WIDEN_NEEDS_BREED_TEXT] }, {}, { code: 'widen_needs_breed' });
const NO_BREED_GROUP_TEXT = 'This breed belongs to no group to widen to.';
const NO_BREED_GROUP = () =>
  new HttpError(422, NO_BREED_GROUP_TEXT, { widen: [NO_BREED_GROUP_TEXT] }, {}, { code: 'no_breed_group' });

/** A widened search: the group searched, and the searcher's own breed (null without one). */
interface Widening {
  group: string;
  own: CatalogueBreed | null;
}

const breedName = ({ id, name, name_ua }: CatalogueBreed) => ({ id, name, name_ua });

export function createChatService(deps: ChatDeps) {
  const { repo, breeds, matchPool, realtime, searchContext, setOnCall, hangUp, events, log, now, config, friendCalls } =
    deps;
  const cooldown = deps.cooldown ?? new SearchCooldown(config.searchCooldownMs);

  /** The group of the breed chat, and the searcher's own pet breed with its group. */
  async function widenTo(breedId: number, petBreedId: number | null): Promise<Widening> {
    const chosen = await deps.catalogue.get(breedId);
    if (!chosen) throw NO_SUCH_BREED();
    if (chosen.group === null) throw NO_BREED_GROUP();
    const own = petBreedId === null ? null : ((await deps.catalogue.get(petBreedId)) ?? null);
    return { group: chosen.group, own };
  }

  return {
    /**
     * One random-chat search (long-poll). Rules: the breed filter needs a subscription or trial;
     * one search per second per user; the searcher must hold a peer id of this session. Starting
     * a search means the user is not on a call any more.
     *
     * `auth` may come from the session cache (the route is hot); a refusal it would cause is
     * checked against a fresh read first.
     */
    async search(auth: SearchSession, input: SearchInput, signal: SearchCancel): Promise<SearchResult> {
      let { user } = auth;
      const at = now();
      // Adults only, a date of birth first, nobody held by the review brake (server/modules/safety).
      let refusal = randomChatRefusal(user, at);
      if (refusal !== null && auth.fromCache) {
        user = await deps.reloadUser(auth);
        refusal = randomChatRefusal(user, at);
      }
      if (refusal !== null) throw forbidden(refusal.message, refusal.code);
      if (input.widen !== null && input.breed_id === null) throw WIDEN_NEEDS_BREED();
      let widening: Widening | null = null;
      if (input.breed_id !== null) {
        if (!isSubscribed(user, at) && auth.fromCache) user = await deps.reloadUser(auth);
        if (!isSubscribed(user, at)) throw forbidden('Chat by breed needs a subscription.', 'not_subscribed');
        // The plain breed chat keeps its one check; only a widened search reads the groups.
        if (input.widen !== null) widening = await widenTo(input.breed_id, user.petBreedId);
        else if (!(await breeds.exists(input.breed_id))) throw NO_SUCH_BREED();
      }
      const context = await searchContext(user.id, auth.familyId, input.peer_id ?? null);
      if (!context.peerId) {
        if (input.peer_id) throw unprocessable('Unknown peer id', { peer_id: ['Unknown peer id'] });
        throw conflict('Get peer credentials (GET /api/peer-credentials) before searching.', 'credentials_first');
      }
      const wait = await cooldown.tryStart(user.id, now().getTime());
      if (wait > 0)
        throw tooManyRequests(wait / 1000, 'You are searching too often. Try again in a moment.', 'search_too_often');
      // Searching means off the call. The write does not hold up the answer (a Next's partner may
      // be waiting already): on-call.ts applies a user's writes in order, so the next call's
      // `true` still lands after it, and a failure is logged (the flag only feeds friends' presence).
      if (user.isOnCall)
        setOnCall(user.id, false).catch((err) => log.error({ err, userId: user.id }, 'clearing is_on_call failed'));

      const searcher: Searcher = {
        userId: user.id,
        peerId: context.peerId,
        breedId: user.petBreedId,
        breedFilter: input.breed_id,
        excluded: [...new Set([...input.exclusion_users, ...context.reported])],
        widenGroup: widening?.group ?? null,
        breedGroup: widening?.own?.group ?? null,
        profile: {
          id: user.id,
          name: user.name,
          pet_name: user.petName,
          pet_gender: user.petGender,
          friends: context.friends,
          image: user.image,
          pet_breed_id: user.petBreedId,
          ...(widening?.own ? { breed: breedName(widening.own) } : {}),
        },
      };
      const pairing = await matchPool.search(searcher, { timeoutMs: config.matchWaitSeconds * 1000, signal });
      if (!pairing) return NOBODY;
      if (signal.aborted) {
        // Paired in the instant the client went away: the answer cannot reach it, so hang up
        // for it rather than leave the partner calling nobody.
        await hangUp(pairing.match.id, user.id);
        return NOBODY;
      }
      const partner = pairing.partner;
      return {
        randomUser: { ...partner.profile, peer_id: partner.peerId },
        role: pairing.role,
        match_id: pairing.match.id,
      };
    },

    /** The search route's guard checked the token: start reading the session's search data beside it. */
    prefetch(session: { userId: number; familyId: string }): void {
      searchContext.prefetch(session.userId, session.familyId);
    },

    async leavePool(userId: number): Promise<void> {
      await matchPool.leave(userId);
    },

    /** On a call, a user must not be handed out by the pool: their waiting search ends. */
    async setOnCall(userId: number, isOnCall: boolean): Promise<void> {
      await setOnCall(userId, isOnCall);
      if (isOnCall) await matchPool.leave(userId);
    },

    /**
     * Hangs up on `to`: allowed towards a current or recent random partner, or a friend in a call
     * with you (friend calls: `friendCalls.hangUp`, which tells the friend itself). Ends the
     * match, marks the caller off-call, and — unless `notEnd` (the answer to a hang-up the other
     * side already sent) — publishes `andCall` to `to` alone.
     */
    async endCall(userId: number, input: EndCallInput): Promise<void> {
      if (input.to === userId)
        throw unprocessable('You cannot hang up on yourself.', { to: ['You cannot hang up on yourself.'] });
      // A current or recent (1 h) random partner; without a current match, a friend call.
      const { active, recent } = await findEncounter({ matchPool, repo }, userId, input.to, {
        withinMs: CALL_PARTNER_RECENCY_MS,
        current: true,
      });
      if (!active && input.match_id === null && (await friendCalls?.hangUp(userId, input.to, input.notEnd))) return;
      if (!active && recent.length === 0) throw forbidden('You are not in a call with this user.', 'not_in_call');
      const known = new Set([...(active ? [active.id] : []), ...recent]);
      if (input.match_id !== null && !known.has(input.match_id))
        throw forbidden('This match is not yours.', 'not_your_match');
      const matchId = input.match_id ?? active?.id ?? recent[0] ?? null;
      if (active) await matchPool.endMatch(active.id);
      // The first end of the call opens the meet-again window. An acknowledgement (`notEnd`) never
      // does: the other side's /end-call or the watchdog opened it already, and a block's or a
      // moderator's hang-up must not open one.
      if (matchId !== null && !input.notEnd) await deps.onCallEnded?.(matchId, userId, input.to);
      await setOnCall(userId, false);
      if (input.notEnd) return;
      const data: AndCallData = { type: 'andCall', from: userId, to: input.to, match_id: matchId };
      try {
        await realtime.publish(input.to, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT, data);
      } catch (err) {
        // The call is over on our side either way; the partner's PeerJS connection closes too.
        log.error({ err }, 'andCall delivery failed');
      }
    },

    /**
     * Stores a report on someone met in the last 24 hours or a friend (`report-policy.ts`; an
     * account deleted right after the call can still be reported); the report itself outlives
     * both accounts. `address` is the reporter's client address, kept for the review brake
     * (server/modules/moderation/brake-rule.ts). Someone the target blocked cannot report them:
     * 403 `blocked`, nothing stored (docs/decisions.md "The review brake").
     */
    async addReport(userId: number, input: ReportInput, address: string | null = null): Promise<StoredReport> {
      if (input.to_id === userId)
        throw unprocessable('You cannot report yourself.', { to_id: ['You cannot report yourself.'] });
      const encounter = { matchPool, repo, friendCalls };
      let matchId = await assertMayReport(encounter, userId, input.to_id);
      if (input.match_id) {
        // The match named must be one the reporter was in with this user.
        const ours = await matchPool.recentMatchesBetween(userId, input.to_id, REPORT_ENCOUNTER_MS);
        const active = await matchPool.activeMatchOf(userId);
        if (!ours.includes(input.match_id) && !(active?.id === input.match_id && involves(active, input.to_id)))
          throw forbidden(SAFETY_MESSAGES.notInMatch, 'not_your_match');
        matchId = input.match_id;
      }
      // After the encounter check, so the answer reveals a block only to someone who met the user.
      if (await repo.hasBlocked(input.to_id, userId)) throw blockedRefusal();
      const evidenceKey = input.evidence && deps.storeEvidence ? await deps.storeEvidence(input.evidence) : null;
      const row = await repo.insertReport({
        reporterId: userId,
        targetId: input.to_id,
        targetName: input.to_name,
        topic: input.report_topic,
        details: input.report_details,
        matchId,
        evidenceKey,
        reporterAddress: address,
        createdAt: now(),
      });
      // The reported user leaves this reporter's searches at once (cached search data).
      events.userChanged(userId);
      await deps.afterReport?.(input.to_id);
      return {
        id: row.id,
        to_id: row.targetId,
        to_name: row.targetName,
        report_topic: input.report_topic,
        report_details: row.details,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}
