import type { AnswerFailure, CallFriendFailure } from '../../../machines/friend-call/friend-call.types';
import { toApiFailure } from '../../adapters/api/api-failure';

/** POST /call-friend's refusal as the machine decides on it: 409 busy or offline, 403 not a friend. */
export function callFriendFailureOf(error: unknown): CallFriendFailure {
  const failure = toApiFailure(error);
  if (failure.status === 403) return { kind: 'notFriend' };
  if (failure.status === 409) {
    if (failure.code === 'friend_busy') return { kind: 'busy' };
    if (failure.code === 'friend_offline') return { kind: 'offline' };
    // A call of the pair already rings or runs (either of them called): the friend is on a call.
    if (failure.code === 'call_open') return { kind: 'busy' };
    // Anything else (`caller_not_connected`: the own connection is not ready): the call could not be made.
    return { kind: 'failed' };
  }
  return { kind: 'failed' };
}

/** POST /answer-call's refusal: 410 expired or cancelled, 404 no such invitation (for this user). */
export function answerFailureOf(error: unknown): AnswerFailure {
  const { status } = toApiFailure(error);
  return { kind: status === 410 || status === 404 ? 'expired' : 'failed' };
}
