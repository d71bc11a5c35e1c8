import type {
  AcceptRequestResult,
  AllUsersPage,
  FriendLimit,
  FriendRequest,
  FriendsPages,
  SendRequestResult,
} from '../../../contract/friends';
import { api } from './api';

/** The friends calls (API.md "Friends") on the app's one HTTP client. Errors reach the caller unchanged. */
export const friendsApi = {
  friends: (pageSize: number, signal?: AbortSignal): Promise<FriendsPages> =>
    api<FriendsPages>('/friends', { query: { page_size: pageSize }, signal }),

  removeFriend: async (friendId: number, signal?: AbortSignal): Promise<void> => {
    await api('/friends/delete', { method: 'DELETE', body: { friendId }, signal });
  },

  sendRequest: (to: number, signal?: AbortSignal): Promise<SendRequestResult> =>
    api<SendRequestResult>('/friends/send-request', { method: 'POST', body: { to }, signal }),

  requests: (signal?: AbortSignal): Promise<FriendRequest[]> => api<FriendRequest[]>('/friends/requests', { signal }),

  acceptRequest: (senderId: number, signal?: AbortSignal): Promise<AcceptRequestResult> =>
    api<AcceptRequestResult>('/friends/accept-request', { method: 'POST', body: { senderId }, signal }),

  declineRequest: async (senderId: number, signal?: AbortSignal): Promise<void> => {
    await api('/friends/decline-request', { method: 'POST', body: { senderId }, signal });
  },

  allUsers: (page: number, q: string, signal?: AbortSignal): Promise<AllUsersPage> =>
    api<AllUsersPage>('/all-users', { query: q ? { page, q } : { page }, signal }),

  friendLimit: (signal?: AbortSignal): Promise<FriendLimit> => api<FriendLimit>('/get-friend-limit', { signal }),
};
