import type { AnswerCallResult, CallFriendResult, PendingCall } from '../../../contract/friend-calls';
import { api } from './api';

/** The friend-call invitation calls (API.md "Friend calls"). Hanging up uses the chat's `/end-call`. */
export const friendCallApi = {
  callFriend: (userToCall: number, peerId: string | undefined, signal?: AbortSignal): Promise<CallFriendResult> =>
    api<CallFriendResult>('/call-friend', {
      method: 'POST',
      body: peerId ? { user_to_call: userToCall, peer_id: peerId } : { user_to_call: userToCall },
      signal,
    }),

  answerCall: (callId: string, signal?: AbortSignal): Promise<AnswerCallResult> =>
    api<AnswerCallResult>('/answer-call', { method: 'POST', body: { call_id: callId }, signal }),

  declineCall: async (callId: string, signal?: AbortSignal): Promise<void> => {
    await api('/decline-call', { method: 'POST', body: { call_id: callId }, signal });
  },

  /** The invitations to this user that still ring (asked on load and on every realtime reconnect). */
  pendingCalls: (signal?: AbortSignal): Promise<PendingCall[]> =>
    api<PendingCall[]>('/friend-calls/pending', { signal }),

  cancelCall: async (callId: string, signal?: AbortSignal): Promise<void> => {
    await api('/cancel-call', { method: 'POST', body: { call_id: callId }, signal });
  },
};
