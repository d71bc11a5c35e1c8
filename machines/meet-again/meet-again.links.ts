import { fromCallback } from 'xstate';
import type { MeetAgainData } from '../../contract/meet-again';
import { FRIENDS_EVENT } from '../../contract/realtime';
import { REALTIME_SYSTEM_ID, type RealtimeEmitted, type RealtimeMessage } from '../realtime/realtime.types';
import type { MeetAgainEvent } from './meet-again.types';

/** The `meetAgain` payload of a friends-chanel message, or null for anything else. */
export function meetAgainOf(message: RealtimeMessage): MeetAgainData | null {
  if (message.event !== FRIENDS_EVENT) return null;
  const data = message.data as Partial<MeetAgainData> | null;
  return data?.type === 'meetAgain' && typeof data.match_id === 'string' ? (data as MeetAgainData) : null;
}

/**
 * Realtime `meetAgain` for this card's match, as `meetAgain.friends`: the other side tapped after
 * us. Reached by system id like the chat's hang-ups (random-chat.links.ts); nothing without it.
 */
export const meetAgainLink = fromCallback<MeetAgainEvent, { matchId: string }>(({ system, sendBack, input }) => {
  const realtime = system.get(REALTIME_SYSTEM_ID);
  if (!realtime) return;
  const subscription = realtime.on('realtime.message', (message: RealtimeEmitted) => {
    if (meetAgainOf(message)?.match_id === input.matchId) sendBack({ type: 'meetAgain.friends' });
  });
  return () => subscription.unsubscribe();
});
