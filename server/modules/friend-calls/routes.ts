import type { FastifyPluginAsync } from 'fastify';
import { callFriendBody, callIdBody } from '../../../contract/friend-calls';
import type { RelayPolicy } from '../../adapters/peer/relay-policy';
import { currentUser, type Guards } from '../../auth/guard';
import { parseWith } from '../../http/errors';
import { routeAccess } from '../api-docs/route-access';
import type { FriendCallsService } from './service';

/** What the friend-call routes are handed (server/composition.ts). */
export interface FriendCallsRouteDeps {
  calls: FriendCallsService;
  relayPolicy: Pick<RelayPolicy, 'allow'>;
  /** Starts the watchdog (a call whose peer is gone ends, invitations expire); answers its stop. */
  startWatchdog: () => () => void;
  /** Starts ringing again the invitations of a friend whose clients come online; answers its stop. */
  startRingAgain: () => () => void;
  guards: Pick<Guards, 'verified'>;
}

/** API.md "Friend calls": invite, answer, decline, cancel (hanging up is the chat's `/end-call`). */
export function friendCallsRoutes(ctx: FriendCallsRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { calls } = ctx;
    // PeerJS relays between the two ends of an answered call (server/adapters/peer/relay-policy.ts).
    const stopRelayRule = ctx.relayPolicy.allow(calls.signalRule);
    const stopWatchdog = ctx.startWatchdog();
    // A friend whose clients come online hears the invitations that still ring for them. Kept
    // beside GET /friend-calls/pending (which today's client asks on every realtime connect): it
    // costs a rate-limited query per reconnect and still rings pages of an older build open
    // across a deploy; the client's feed keys calls by caller, so hearing one twice is harmless.
    const stopRinging = ctx.startRingAgain();
    app.addHook('preClose', async () => {
      stopRelayRule();
      stopWatchdog();
      stopRinging();
      calls.close();
    });
    const route = routeAccess({ verified: ctx.guards.verified });

    app.get(
      '/friend-calls/pending',
      route('verified', {
        tag: 'Friend calls',
        summary: 'Invitations to you that still ring (a reload or another tab rings too)',
        responses: { 200: '[{call_id, from, expires_at}]' },
      }),
      async (request) => calls.pending(currentUser(request).id),
    );

    app.post(
      '/call-friend',
      route('verified', {
        tag: 'Friend calls',
        summary: 'Ring a friend (30 s)',
        body: callFriendBody,
        responses: { 200: '{call_id}', 403: 'Not friends, or blocked', 409: 'Offline, busy, or a call already open' },
      }),
      async (request) => {
        const input = parseWith(callFriendBody, request.body);
        return calls.callFriend(currentUser(request).id, input);
      },
    );

    app.post(
      '/answer-call',
      route('verified', {
        tag: 'Friend calls',
        summary: 'Answer a ringing call',
        body: callIdBody,
        responses: { 200: 'Answered', 404: 'No such call', 409: 'The call is over' },
      }),
      async (request) => {
        const { call_id } = parseWith(callIdBody, request.body);
        return calls.answer(currentUser(request).id, call_id);
      },
    );

    app.post(
      '/decline-call',
      route('verified', {
        tag: 'Friend calls',
        summary: 'Decline a ringing call',
        body: callIdBody,
        responses: { 200: 'Declined', 404: 'No such call' },
      }),
      async (request) => {
        const { call_id } = parseWith(callIdBody, request.body);
        await calls.decline(currentUser(request).id, call_id);
        return {};
      },
    );

    app.post(
      '/cancel-call',
      route('verified', {
        tag: 'Friend calls',
        summary: 'Stop ringing',
        body: callIdBody,
        responses: { 200: 'Cancelled', 404: 'No such call' },
      }),
      async (request) => {
        const { call_id } = parseWith(callIdBody, request.body);
        await calls.cancel(currentUser(request).id, call_id);
        return {};
      },
    );
  };
}
