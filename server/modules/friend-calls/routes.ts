import type { FastifyPluginAsync } from 'fastify';
import { callFriendBody, callIdBody } from '../../../contract/friend-calls';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { docs } from '../api-docs/docs';
import { parseWith } from '../../http/errors';
import { createOnCallState } from '../chat/on-call';
import { createChatRepository } from '../chat/repository';
import { createPresence } from '../friends/presence';
import { createFriendsRepository } from '../friends/repository';
import { createPeerOnline } from '../peer/peer-online';
import { pushFor } from '../push/routes';
import { createFriendCallEnding } from './ending';
import { createFriendCallsRepository } from './repository';
import { createFriendCallsService, type FriendCallsService } from './service';
import { watchFriendCalls } from './watchdog';
import { watchRingAgain } from './ring-again';

/**
 * The friend-call ending over the context (also used by the chat's `/end-call`): it sets the
 * on-call state through the chat's `createOnCallState`, so friends hear `presence` as for a random call.
 */
export function createFriendCallEndingFor(ctx: AppContext) {
  const now = () => ctx.now();
  return createFriendCallEnding({
    repo: createFriendCallsRepository(ctx.db),
    realtime: ctx.realtime,
    setOnCall: createOnCallState({ repo: createChatRepository(ctx.db), events: ctx.sessionEvents }),
    events: ctx.friendCallEvents,
    log: ctx.log,
    now,
  });
}

function createFriendCalls(ctx: AppContext): FriendCallsService {
  // ctx.now is read per call: tests replace it after the context is built.
  const now = () => ctx.now();
  const repo = createFriendCallsRepository(ctx.db);
  const onCallState = createOnCallState({ repo: createChatRepository(ctx.db), events: ctx.sessionEvents });
  return createFriendCallsService({
    repo,
    presence: createPresence({ realtime: ctx.realtime, repo: createFriendsRepository(ctx.db), now }),
    peers: ctx.peers,
    realtime: ctx.realtime,
    ending: createFriendCallEndingFor(ctx),
    events: ctx.friendCallEvents,
    // As PATCH /is-on-call: a user on a call leaves the random-chat pool (a search in another tab).
    setOnCall: async (userId, isOnCall) => {
      await onCallState(userId, isOnCall);
      if (isOnCall) await ctx.matchPool.leave(userId);
    },
    clock: ctx.clock,
    log: ctx.log,
    now,
    // An offline friend whose device takes calls by Web Push can still be rung.
    canRingOffline: (userId) => pushFor(ctx).hasSubscription(userId, 'calls'),
  });
}

/** API.md "Friend calls": invite, answer, decline, cancel (hanging up is the chat's `/end-call`). */
export function friendCallsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const calls = createFriendCalls(ctx);
    // PeerJS relays between the two ends of an answered call (server/modules/peer/relay-policy.ts).
    const stopRelayRule = ctx.relayPolicy.allow(calls.signalRule);
    const stopWatchdog = watchFriendCalls({
      calls,
      repo: createFriendCallsRepository(ctx.db),
      peers: ctx.peers,
      peerOnline: createPeerOnline(ctx.peers, ctx.peerRelay),
      realtime: ctx.realtime,
      events: ctx.sessionEvents,
      clock: ctx.clock,
      graceMs: ctx.config.matchLeaveGraceMs,
      goneGraceMs: ctx.config.matchGoneGraceMs,
      log: ctx.log,
    });
    // A friend whose clients come online hears the invitations that still ring for them. Kept
    // beside GET /friend-calls/pending (which today's client asks on every realtime connect): it
    // costs a rate-limited query per reconnect and still rings pages of an older build open
    // across a deploy; the client's feed keys calls by caller, so hearing one twice is harmless.
    const stopRinging = watchRingAgain({
      realtime: ctx.realtime,
      ringAgain: (userId) => calls.ringAgain(userId),
      clock: ctx.clock,
      log: ctx.log,
    });
    app.addHook('preClose', async () => {
      stopRelayRule();
      stopWatchdog();
      stopRinging();
      calls.close();
    });
    const verified = { preHandler: ctx.guards.verified };

    app.get(
      '/friend-calls/pending',
      {
        ...verified,
        schema: docs({
          tag: 'Friend calls',
          summary: 'Invitations to you that still ring (a reload or another tab rings too)',
          access: 'verified',
          responses: { 200: '[{call_id, from, expires_at}]' },
        }),
      },
      async (request) => calls.pending(currentUser(request).id),
    );

    app.post(
      '/call-friend',
      {
        ...verified,
        schema: docs({
          tag: 'Friend calls',
          summary: 'Ring a friend (30 s)',
          access: 'verified',
          body: callFriendBody,
          responses: { 200: '{call_id}', 403: 'Not friends, or blocked', 409: 'Offline, busy, or a call already open' },
        }),
      },
      async (request) => {
        const input = parseWith(callFriendBody, request.body);
        return calls.callFriend(currentUser(request).id, input);
      },
    );

    app.post(
      '/answer-call',
      {
        ...verified,
        schema: docs({
          tag: 'Friend calls',
          summary: 'Answer a ringing call',
          access: 'verified',
          body: callIdBody,
          responses: { 200: 'Answered', 404: 'No such call', 409: 'The call is over' },
        }),
      },
      async (request) => {
        const { call_id } = parseWith(callIdBody, request.body);
        return calls.answer(currentUser(request).id, call_id);
      },
    );

    app.post(
      '/decline-call',
      {
        ...verified,
        schema: docs({
          tag: 'Friend calls',
          summary: 'Decline a ringing call',
          access: 'verified',
          body: callIdBody,
          responses: { 200: 'Declined', 404: 'No such call' },
        }),
      },
      async (request) => {
        const { call_id } = parseWith(callIdBody, request.body);
        await calls.decline(currentUser(request).id, call_id);
        return {};
      },
    );

    app.post(
      '/cancel-call',
      {
        ...verified,
        schema: docs({
          tag: 'Friend calls',
          summary: 'Stop ringing',
          access: 'verified',
          body: callIdBody,
          responses: { 200: 'Cancelled', 404: 'No such call' },
        }),
      },
      async (request) => {
        const { call_id } = parseWith(callIdBody, request.body);
        await calls.cancel(currentUser(request).id, call_id);
        return {};
      },
    );
  };
}
