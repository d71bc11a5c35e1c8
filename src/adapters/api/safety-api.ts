import type { AppealInput, AppealView, ClosedAccount } from '../../../contract/moderation';
import type { BlockedUser, ModerationLogEntry, ModerationReport } from '../../../contract/safety';
import type { UserResponse, UserView } from '../../../contract/user';
import type {
  ModerationActionRequest,
  StandingRequest,
} from '../../../machines/moderation-queue/moderation-queue.types';
import { api } from './api';

/** Blocks and the date of birth (API.md "Safety and moderation") on the app's one HTTP client. */
export const safetyApi = {
  block: (userId: number, signal?: AbortSignal): Promise<BlockedUser> =>
    api<BlockedUser>('/block', { method: 'POST', body: { user_id: userId }, signal }),
  unblock: async (userId: number, signal?: AbortSignal): Promise<void> => {
    await api('/block', { method: 'DELETE', body: { user_id: userId }, signal });
  },
  blocks: (signal?: AbortSignal): Promise<BlockedUser[]> => api<BlockedUser[]>('/blocks', { signal }),
  /** POST /update with only `birth_date`: accounts made before sign-up asked for it, once. */
  setBirthDate: async (birthDate: string, signal?: AbortSignal): Promise<UserView> =>
    (await api<UserResponse>('/update', { method: 'POST', body: { birth_date: birthDate }, signal })).user,
};

/** The moderators' queue, actions and log (API.md "Safety and moderation"). */
export const moderationApi = {
  reports: (status: 'open' | 'closed', signal?: AbortSignal): Promise<ModerationReport[]> =>
    api<ModerationReport[]>('/moderation/reports', { query: { status }, signal }),
  log: (signal?: AbortSignal): Promise<ModerationLogEntry[]> =>
    api<ModerationLogEntry[]>('/moderation/log', { signal }),
  act: async (request: ModerationActionRequest, signal?: AbortSignal): Promise<void> => {
    await api('/moderation/actions', { method: 'POST', body: request, signal });
  },
  appeals: (signal?: AbortSignal): Promise<AppealView[]> =>
    api<AppealView[]>('/moderation/appeals', { query: { status: 'open' }, signal }),
  accounts: (signal?: AbortSignal): Promise<ClosedAccount[]> =>
    api<ClosedAccount[]>('/moderation/accounts', { signal }),
  /** A lift (POST /moderation/lift) or an appeal decision (POST /moderation/appeal-decisions). */
  decide: async ({ kind, ...body }: StandingRequest, signal?: AbortSignal): Promise<void> => {
    const path = kind === 'lift' ? '/moderation/lift' : '/moderation/appeal-decisions';
    await api(path, { method: 'POST', body, signal });
  },
};

/** The banned user's appeal (public: the token of the login refusal is the proof). */
export const appealApi = {
  file: async (body: AppealInput, signal?: AbortSignal): Promise<void> => {
    await api('/appeals', { method: 'POST', body, signal });
  },
};
