import { FetchError } from 'ofetch';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { friendCallSignalOf } from '../../../machines/friend-call/friend-call.links';
import { answerFailureOf, callFriendFailureOf } from './friend-call-failures';
import { friendCallSearchSchema } from './friend-call-search';

/** A refusal as the server sends it: the English text does not matter, the code does. */
function httpError(status: number, code?: string): FetchError {
  const body = code ? { message: 'Any text at all', code } : undefined;
  const error = new FetchError(`HTTP ${status}`);
  Object.assign(error, { response: new Response(JSON.stringify(body ?? {}), { status }), data: body, status });
  return error;
}

describe('friend call failures', () => {
  it('sorts the refusals of POST /call-friend', () => {
    expect(callFriendFailureOf(httpError(409, 'friend_busy'))).toEqual({ kind: 'busy' });
    expect(callFriendFailureOf(httpError(409, 'friend_offline'))).toEqual({ kind: 'offline' });
    expect(callFriendFailureOf(httpError(409, 'call_open'))).toEqual({ kind: 'busy' });
    expect(callFriendFailureOf(httpError(409, 'caller_not_connected'))).toEqual({ kind: 'failed' });
    expect(callFriendFailureOf(httpError(409))).toEqual({ kind: 'failed' });
    expect(callFriendFailureOf(httpError(403, 'not_your_friend'))).toEqual({ kind: 'notFriend' });
    expect(callFriendFailureOf(httpError(500))).toEqual({ kind: 'failed' });
    expect(callFriendFailureOf(new TypeError('offline'))).toEqual({ kind: 'failed' });
  });

  it('sorts the refusals of POST /answer-call', () => {
    expect(answerFailureOf(httpError(410))).toEqual({ kind: 'expired' });
    expect(answerFailureOf(httpError(404))).toEqual({ kind: 'expired' });
    expect(answerFailureOf(httpError(500))).toEqual({ kind: 'failed' });
  });
});

describe('friend call realtime signals', () => {
  const message = (data: unknown) => ({
    type: 'realtime.message' as const,
    channel: 'friends-chanel' as const,
    event: 'FriendsChanel',
    data,
  });
  it('reads callDeclined, callCancelled and andCall, and nothing else', () => {
    expect(friendCallSignalOf(message({ type: 'callDeclined', callId: 'c', reason: 'no_answer' }))).toEqual({
      type: 'remote.declined',
      callId: 'c',
      reason: 'no_answer',
    });
    expect(friendCallSignalOf(message({ type: 'callCancelled', callId: 'c', reason: 'expired' }))).toEqual({
      type: 'remote.cancelled',
      callId: 'c',
    });
    expect(friendCallSignalOf(message({ type: 'andCall', from: 2, to: 1, match_id: null, call_id: 'c' }))).toEqual({
      type: 'remote.hangUp',
      from: 2,
      to: 1,
      callId: 'c',
    });
    expect(friendCallSignalOf(message({ type: 'andCall', from: 2, to: 1, match_id: 'm' }))).toMatchObject({
      callId: null,
    });
    expect(friendCallSignalOf(message({ type: 'callDeclined' }))).toBeNull();
    expect(friendCallSignalOf(message({ type: 'presence' }))).toBeNull();
    expect(friendCallSignalOf(message(null))).toBeNull();
  });
});

describe('friend call page query', () => {
  it('keeps valid user ids and drops anything else', () => {
    expect(v.parse(friendCallSearchSchema, { userId: 5 })).toEqual({ userId: 5, incomingCallFrom: undefined });
    expect(v.parse(friendCallSearchSchema, { incomingCallFrom: '12' })).toEqual({
      userId: undefined,
      incomingCallFrom: 12,
    });
    expect(v.parse(friendCallSearchSchema, { userId: -1, incomingCallFrom: 'x' })).toEqual({
      userId: undefined,
      incomingCallFrom: undefined,
    });
  });

  it('keeps a call id (a notification’s Answer) only when it is a call id', () => {
    const callId = '0b6f6f7e-8d3c-4c43-9f59-2b1e7d8a1c55';
    expect(v.parse(friendCallSearchSchema, { incomingCallFrom: '12', callId })).toMatchObject({
      incomingCallFrom: 12,
      callId,
    });
    expect(v.parse(friendCallSearchSchema, { incomingCallFrom: '12', callId: 'nope' }).callId).toBeUndefined();
  });
});
