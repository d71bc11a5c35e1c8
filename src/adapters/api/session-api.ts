import type { MeResponse } from '../../../machines/session/session.types';
import { api } from './api';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/me with the given token. */
export function fetchMe(token: string, signal: AbortSignal): Promise<MeResponse> {
  return api<MeResponse>('/me', { headers: bearer(token), signal });
}

/** POST /api/logout: revokes the refresh token and clears its cookie. */
export async function revokeSession(token: string, signal: AbortSignal): Promise<void> {
  await api('/logout', { method: 'POST', headers: bearer(token), signal });
}
