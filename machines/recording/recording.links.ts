import { fromCallback } from 'xstate';
import { VIDEO_CHAT_EVENT } from '../../contract/realtime';
import { REALTIME_SYSTEM_ID, type RealtimeEmitted } from '../realtime/realtime.types';
import type { RecordingEvent } from './recording.types';

/** The event for a partner's `recordingStarted` / `recordingStopped` (VideochatChanel), or null. */
export function recordingEventOf(message: { event: string; data: unknown }): RecordingEvent | null {
  if (message.event !== VIDEO_CHAT_EVENT || typeof message.data !== 'object' || message.data === null) return null;
  const data = message.data as Record<string, unknown>;
  if (typeof data.from !== 'number') return null;
  if (data.type === 'recordingStarted') return { type: 'partner.recording', from: data.from, active: true };
  if (data.type === 'recordingStopped') return { type: 'partner.recording', from: data.from, active: false };
  return null;
}

/** The root's realtime messages about the partner's recording (none while signed out). */
export const partnerRecordingUpdates = fromCallback(({ system, sendBack }) => {
  const realtime = system.get(REALTIME_SYSTEM_ID);
  if (!realtime) return () => {};
  const subscription = realtime.on('realtime.message', (message: RealtimeEmitted) => {
    const event = recordingEventOf(message);
    if (event) sendBack(event);
  });
  return () => subscription.unsubscribe();
});
