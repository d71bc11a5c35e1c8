import { fromCallback } from 'xstate';
import { REALTIME_SYSTEM_ID, type RealtimeEmitted } from '../realtime/realtime.types';
import type { FriendCallEvent } from './friend-call.types';

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A realtime message about a friend call (callDeclined, callCancelled, andCall), or null. */
export function friendCallSignalOf(message: RealtimeEmitted): FriendCallEvent | null {
  const data = message.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object') return null;
  const callId = str(data.callId);
  if (data.type === 'callDeclined' && callId)
    return { type: 'remote.declined', callId, reason: data.reason === 'no_answer' ? 'no_answer' : 'declined' };
  if (data.type === 'callCancelled' && callId) return { type: 'remote.cancelled', callId };
  if (data.type === 'andCall' && typeof data.from === 'number' && typeof data.to === 'number')
    return { type: 'remote.hangUp', from: data.from, to: data.to, callId: str(data.call_id) };
  return null;
}

/** The realtime messages of friend calls, as events; the machine checks they are about its call. */
export const callSignals = fromCallback(({ system, sendBack }) => {
  const realtime = system.get(REALTIME_SYSTEM_ID);
  if (!realtime) return;
  const subscription = realtime.on('realtime.message', (message: RealtimeEmitted) => {
    const event = friendCallSignalOf(message);
    if (event) sendBack(event);
  });
  return () => subscription.unsubscribe();
});
