import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_PRICE } from '../contract/subscription';
import { relaySessionEvents } from './adapters/redis/session-events-relay';
import { createSessionEvents } from './auth/session-events';
import {
  closeSocketsOnSessionEnd,
  invalidateCacheOnSessionEvents,
  type SessionSocketHolder,
} from './auth/session-subscribers';
import type { AppConfig } from './config';
import { type AppContext, createContext } from './context';
import type { DatabaseHandle } from './db/client';
import { createMetrics } from './metrics/registry';
import { metricSources } from './metrics/sources';
import { createCodeRepository } from './modules/accounts/code-repository';
import { createCodes } from './modules/accounts/codes';
import { createPasswordResetService } from './modules/accounts/password-reset';
import { createAccountsRepository } from './modules/accounts/repository';
import type { AccountsRouteDeps } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { createSessionsService, type Throttle } from './modules/accounts/sessions';
import { hitThrottle, loginLimits, loginThrottle } from './modules/accounts/throttle';
import { breedCatalog } from './modules/breeds/catalog';
import { createBreedCatalogue } from './modules/breeds/catalogue';
import { createBreedsRepository } from './modules/breeds/repository';
import { createMeetAgainService } from './modules/chat/meet-again';
import { createMeetAgainRepository } from './modules/chat/meet-again-repository';
import { createOnCallState } from './modules/chat/on-call';
import { createPoolStats } from './modules/chat/pool-stats';
import { createChatRepository } from './modules/chat/repository';
import type { ChatRouteDeps } from './modules/chat/routes';
import { createSearchContexts } from './modules/chat/search-context';
import { createChatService } from './modules/chat/service';
import { createHangUp, startMatchWatchdog } from './modules/chat/watchdog';
import { createFriendCallEnding } from './modules/friend-calls/ending';
import { createFriendCallsRepository } from './modules/friend-calls/repository';
import { watchRingAgain } from './modules/friend-calls/ring-again';
import type { FriendCallsRouteDeps } from './modules/friend-calls/routes';
import { createFriendCallsService } from './modules/friend-calls/service';
import { watchFriendCalls } from './modules/friend-calls/watchdog';
import { createPresence, KEEP_ALIVE_MS } from './modules/friends/presence';
import { createFriendsRepository, isBlockedPair } from './modules/friends/repository';
import { createFriendsService, toFriend } from './modules/friends/service';
import { createAppealTokens } from './modules/moderation/appeal-token';
import { createEvidenceStore } from './modules/moderation/evidence';
import { createModerationRepository } from './modules/moderation/repository';
import { staffEmails, staffLists } from './modules/moderation/roles';
import { createModerationService } from './modules/moderation/service';
import { createStandingService } from './modules/moderation/standing';
import { createStandingRepository } from './modules/moderation/standing-repository';
import { createIceDirectory } from './modules/peer/ice';
import { createPeerOnline } from './modules/peer/peer-online';
import { createPeerRepository } from './modules/peer/repository';
import { createPeerService } from './modules/peer/service';
import { createProfileRepository } from './modules/profile/repository';
import { createProfileService } from './modules/profile/service';
import { watchFriendCallPushes } from './modules/push/friend-call-pushes';
import { createPushRepository } from './modules/push/repository';
import { createPushService } from './modules/push/service';
import { dropSubscriptionsOnSessionEnd } from './modules/push/subscribers';
import { createVapidKeys } from './modules/push/vapid';
import { createRealtimeService } from './modules/realtime/service';
import { createBlocksRepository } from './modules/safety/blocks.repository';
import { createBlocksService } from './modules/safety/blocks.service';
import { createRenewals } from './modules/subscription/renewals';
import { createSubscriptionRepository } from './modules/subscription/repository';
import { createSubscriptionService } from './modules/subscription/service';
import { createCachedFriendIds } from './modules/users/cached-friends';
import { createUsersRepository } from './modules/users/repository';
import { createVideosRepository } from './modules/videos/repository';
import { createVideosService, maxRecordingSeconds } from './modules/videos/service';
import { videoSpoolDir } from './modules/videos/spool';
import { involves } from './ports/match-pool';

/**
 * The server's one composition root. `createContext` builds the adapters (ports: database, mail,
 * storage, realtime, matching, Redis, ...); this file subscribes the session cache, the session
 * sockets and the Redis relay to the session events (`followSessionEvents`), builds every
 * repository and service once, in dependency order, and answers what each route module gets: its
 * own services and the guards it uses, nothing else. Modules never build each other's parts; where
 * one must react to another it subscribes to events (session events, friend-call events) here.
 *
 * `now` is read per call (`() => ctx.now()`), never captured: tests replace the clock through
 * `buildApp({ overrides })` and read `ctx.now` afterwards.
 */
export function composeServer(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  overrides: Partial<AppContext> = {},
) {
  const ctx = createContext(config, database, log, overrides);
  followSessionEvents(ctx);
  const { db, realtime, matchPool, peers, clock, sessionEvents: events, friendCallEvents } = ctx;
  const now = () => ctx.now();
  const guards = ctx.guards;

  // Repositories (drizzle only) shared by several services.
  const users = createUsersRepository(db, staffEmails(config));
  const breeds = createBreedsRepository(db);
  // One snapshot of the breeds table per database: /breeds, the user objects and the widening.
  const catalog = breedCatalog(db);
  const catalogue = createBreedCatalogue(catalog);
  const chatRepo = createChatRepository(db);
  const friendsRepo = createFriendsRepository(db);
  const friendCallsRepo = createFriendCallsRepository(db);
  const codes = createCodes({ repo: createCodeRepository(db), now });

  // Metrics only when someone may read them: the default process metrics start observers for good.
  if (ctx.metrics === null && config.metricsToken)
    ctx.metrics = createMetrics(
      metricSources({
        matchPool,
        upgrades: ctx.upgrades,
        countFriendCallsInProgress: () => friendCallsRepo.countInProgress(),
      }),
    );

  // Pieces several modules share, built once.
  const setOnCall = createOnCallState({ repo: chatRepo, events });
  const presence = createPresence({ realtime, repo: friendsRepo, now });
  const peerOnline = createPeerOnline(peers, ctx.peerRelay);
  const friendCallEnding = createFriendCallEnding({
    repo: friendCallsRepo,
    realtime,
    setOnCall,
    events: friendCallEvents,
    log,
    now,
  });
  /** Ends a random-chat match without offering "meet again" (a block, a moderator's action). */
  const hangUpMatch = createHangUp({ matchPool, realtime, setOnCall });

  // Push: one service, so the VAPID keys are read once and the events below are followed once.
  const pushRepo = createPushRepository(db);
  const push = createPushService({
    repo: pushRepo,
    transport: ctx.pushTransport,
    vapid: createVapidKeys({ repo: pushRepo, transport: ctx.pushTransport, config }),
    log,
    now,
    config,
  });
  // A session that ends takes its devices' subscriptions with it (also filtered at send time).
  ctx.onClose.push(dropSubscriptionsOnSessionEnd({ events, push, log }));
  // Friend calls ring devices by push (invitations, their end, missed calls).
  ctx.onClose.push(
    watchFriendCallPushes({
      events: friendCallEvents,
      push,
      senderOf: async (userId) => {
        const card = await friendsRepo.cardOf(userId);
        return card ? { id: card.id, name: card.name, pet_name: card.petName } : null;
      },
      log,
    }),
  );

  const friends = createFriendsService({
    repo: friendsRepo,
    presence,
    realtime,
    events,
    log,
    now,
    config,
    push,
  });

  const moderationRepo = createModerationRepository(db);
  const moderation = createModerationService({
    repo: moderationRepo,
    storage: ctx.storage,
    matchPool,
    hangUpMatch,
    events,
    staff: staffLists(config),
    now,
    config,
  });
  const appealTokens = createAppealTokens(config.jwtSecret);
  const standing = createStandingService({
    repo: createStandingRepository(db),
    staff: staffLists(config),
    tokens: appealTokens,
    events,
    now,
  });

  // Meet again (chat/meet-again.ts) over the friends' cards and presence.
  const meetAgain = createMeetAgainService({
    repo: createMeetAgainRepository(db),
    isBlockedPair: (a, b) => isBlockedPair(db, a, b),
    areFriends: friendsRepo.areFriends,
    friendOf: async (userId) => {
      const card = await friendsRepo.cardOf(userId);
      const status = (await presence.statusOf([userId])).get(userId);
      return card && toFriend(card, status ?? { online: false, onCall: false });
    },
    realtime,
    events,
    log,
    now,
    config,
  });
  const hangUp = createHangUp({ matchPool, realtime, setOnCall, onEnded: meetAgain.callEnded });
  const chat = createChatService({
    repo: chatRepo,
    breeds,
    catalogue,
    matchPool,
    realtime,
    searchContext: createSearchContexts({ cache: ctx.sessionCache, repo: chatRepo, now }),
    setOnCall,
    hangUp,
    // The chat service never calls a guard: a refusal that cached data suggested reads again here.
    reloadUser: async (session) => (await guards.reload(session)).user,
    events,
    log,
    now,
    config,
    cooldown: ctx.searchCooldown,
    storeEvidence: createEvidenceStore(ctx.storage),
    afterReport: (targetId) => moderation.afterReport(targetId),
    onCallEnded: meetAgain.callEnded,
    friendCalls: {
      hangUp: friendCallEnding.hangUp,
      calledWithin: (userId, otherId, withinMs) =>
        friendCallsRepo.answeredSince(userId, otherId, new Date(now().getTime() - withinMs)),
    },
  });

  const friendCalls = createFriendCallsService({
    repo: friendCallsRepo,
    presence,
    peers,
    realtime,
    ending: friendCallEnding,
    events: friendCallEvents,
    // As PATCH /is-on-call: a user on a call leaves the random-chat pool (a search in another tab).
    setOnCall: async (userId, isOnCall) => {
      await setOnCall(userId, isOnCall);
      if (isOnCall) await matchPool.leave(userId);
    },
    clock,
    log,
    now,
    // An offline friend whose device takes calls by Web Push can still be rung.
    canRingOffline: (userId) => push.hasSubscription(userId, 'calls'),
  });

  const blocks = createBlocksService({
    repo: createBlocksRepository(db),
    matchPool,
    hangUpMatch,
    hangUpFriendCall: (userId, otherId) => friendCallEnding.hangUp(userId, otherId, false),
    friendshipEnded: friends.friendshipEnded,
    events,
    now,
  });

  const accountsRepo = createAccountsRepository(db);
  const throttle: Throttle = { hit: (rule, subject, at) => hitThrottle(db, rule, subject, at) };
  const logins = loginThrottle(db, loginLimits(config));
  const accounts = createAccountsService({
    repo: accountsRepo,
    users,
    breeds,
    codes,
    mailer: ctx.mailer,
    events,
    log,
    now,
    config,
    cachedFriendIds: createCachedFriendIds({ db, cache: ctx.sessionCache, maxAgeMs: config.authCacheTtlMs }),
    takeWarning: async (userId) => {
      const warning = await moderationRepo.takeWarning(userId);
      return warning ? { note: warning.note, created_at: warning.at.toISOString() } : null;
    },
  });
  const sessions = createSessionsService({
    repo: accountsRepo,
    users,
    signer: ctx.signer,
    loginThrottle: logins,
    events,
    log,
    now,
    config,
    appealTokens,
  });
  const passwordReset = createPasswordResetService({
    repo: accountsRepo,
    throttle,
    loginThrottle: logins,
    mailer: ctx.mailer,
    events,
    log,
    now,
    config,
  });

  const profile = createProfileService({
    repo: createProfileRepository(db),
    users,
    codes,
    storage: ctx.storage,
    mailer: ctx.mailer,
    events,
    log,
    now,
  });

  const peer = createPeerService({
    repo: createPeerRepository(db),
    ice: createIceDirectory(config),
    events,
    now,
    config,
  });

  const realtimeService = createRealtimeService({ realtime, users, events, log, clock });

  const { subscription, renewals } = subscriptionParts(ctx);

  const videos = createVideosService({
    repo: createVideosRepository(db),
    storage: ctx.storage,
    realtime,
    // A current random-chat match, or an answered friend call.
    async isCallPartner(userId, otherId) {
      const match = await matchPool.activeMatchOf(userId);
      if (match && involves(match, otherId)) return true;
      const call = await friendCallsRepo.openBetween(userId, otherId);
      return call !== null && call.answeredAt !== null;
    },
    limits: {
      dailyLimit: config.videoDailyLimit,
      maxBytes: config.videoMaxBytes,
      urlTtlSeconds: config.videoUrlTtlSeconds,
      maxDurationSeconds: maxRecordingSeconds(config.callTimeLimitMinutes),
    },
    spoolDir: videoSpoolDir(config.dataDir),
    now,
  });

  const chatRoutes: ChatRouteDeps = {
    chat,
    meetAgain,
    poolStats: createPoolStats({
      pool: matchPool,
      countSeenSince: (since) => chatRepo.countSeenSince(since),
      clock,
      onlineWindowMs: 2 * KEEP_ALIVE_MS,
      groupOf: async (breedId) => (await catalogue.get(breedId))?.group ?? null,
    }),
    startWatchdog: () =>
      startMatchWatchdog({
        realtime,
        peers,
        peerOnline,
        matchPool,
        clock,
        graceMs: config.matchLeaveGraceMs,
        goneGraceMs: config.matchGoneGraceMs,
        hangUp,
        log,
      }),
    matchPool,
    relayPolicy: ctx.relayPolicy,
    guards: { verified: guards.verified, cached: guards.cached },
    config,
  };

  const friendCallsRoutes: FriendCallsRouteDeps = {
    calls: friendCalls,
    relayPolicy: ctx.relayPolicy,
    startWatchdog: () =>
      watchFriendCalls({
        calls: friendCalls,
        repo: friendCallsRepo,
        peers,
        peerOnline,
        realtime,
        events,
        clock,
        graceMs: config.matchLeaveGraceMs,
        goneGraceMs: config.matchGoneGraceMs,
        log,
      }),
    // A friend whose clients come online hears the invitations that still ring for them.
    startRingAgain: () =>
      watchRingAgain({ realtime, ringAgain: (userId) => friendCalls.ringAgain(userId), clock, log }),
    guards: { verified: guards.verified },
  };

  const accountsRoutes: AccountsRouteDeps = {
    accounts,
    sessions,
    passwordReset,
    guards: { signedIn: guards.signedIn, authenticate: guards.authenticate },
    config,
  };

  const verifiedOnly = { verified: guards.verified };
  /** What each route module is handed (server/modules/index.ts mounts them). */
  const routes = {
    system: { database: ctx.database, redis: ctx.redis },
    metrics: { metrics: ctx.metrics, config },
    profile: { profile, guards: verifiedOnly, config },
    accounts: accountsRoutes,
    breeds: { breeds: catalog },
    dev: { db, config },
    config: { config, realtime },
    peer: {
      peer,
      peers,
      relayPolicy: ctx.relayPolicy,
      peerRelay: ctx.peerRelay,
      upgrades: ctx.upgrades,
      clock,
      log,
      guards: verifiedOnly,
    },
    realtime: { service: realtimeService, realtime, upgrades: ctx.upgrades, guards: verifiedOnly },
    chat: chatRoutes,
    friends: { friends, guards: verifiedOnly },
    subscription: { service: subscription, renewals, clock, log, now, config, guards: verifiedOnly },
    friendCalls: friendCallsRoutes,
    videos: { videos, storage: ctx.storage, config, guards: verifiedOnly },
    safety: { blocks, guards: verifiedOnly },
    moderation: { moderation, standing, guards: verifiedOnly, config },
    push: { push, guards: verifiedOnly },
    media: { storage: ctx.storage },
  };

  return {
    ctx,
    services: {
      accounts,
      sessions,
      passwordReset,
      profile,
      chat,
      meetAgain,
      friends,
      friendCalls,
      blocks,
      moderation,
      standing,
      push,
      subscription,
      renewals,
      videos,
      peer,
    },
    routes,
  };
}

export type Composition = ReturnType<typeof composeServer>;

/**
 * The session events' side effects below the modules (server/auth/session-subscribers.ts): the
 * session cache follows every change at once, and a session that ends (or a deleted user) takes
 * its PeerJS and realtime sockets with it. With Redis, the other instances' events reach this
 * instance's cache and sockets too, and only those: the relay hands them to a second bus, so a
 * remote event never raises this instance's own listeners (push, modules) a second time.
 * Registered right after the adapters, so they close after everything the composition adds.
 */
function followSessionEvents(ctx: AppContext): void {
  const { sessionEvents, sessionCache, redis, config, log } = ctx;
  const socketHolders: SessionSocketHolder[] = [
    ctx.peers,
    { closeSessionSockets: (target) => ctx.realtime.closeSessionSockets?.(target) },
  ];
  ctx.onClose.push(invalidateCacheOnSessionEvents(sessionEvents, sessionCache));
  ctx.onClose.push(closeSocketsOnSessionEnd(sessionEvents, socketHolders));
  if (!redis) return;
  const remoteEvents = createSessionEvents((err, event) =>
    log.error({ err, event: event.type }, 'remote session event listener failed'),
  );
  ctx.onClose.push(invalidateCacheOnSessionEvents(remoteEvents, sessionCache));
  ctx.onClose.push(closeSocketsOnSessionEnd(remoteEvents, socketHolders));
  ctx.onClose.push(
    relaySessionEvents({
      local: sessionEvents,
      remote: remoteEvents,
      bus: redis.bus,
      channel: `${config.redisPrefix}session-events`,
      instanceId: redis.instanceId,
      log,
    }),
  );
}
export type RouteDeps = Composition['routes'];

/**
 * The subscription service and the renewal job's parts over the context's ports. Exported for
 * the tests that run a second instance's renewal job over the same database.
 */
export function subscriptionParts(
  ctx: Pick<AppContext, 'db' | 'payments' | 'mailer' | 'sessionEvents' | 'log' | 'now'>,
) {
  const repo = createSubscriptionRepository(ctx.db);
  const now = () => ctx.now();
  const shared = { repo, gateway: ctx.payments, mailer: ctx.mailer, events: ctx.sessionEvents, log: ctx.log, now };
  return {
    subscription: createSubscriptionService({ ...shared, price: SUBSCRIPTION_PRICE }),
    renewals: createRenewals(shared),
  };
}
