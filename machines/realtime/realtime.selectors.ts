import type { SnapshotFrom } from 'xstate';
import type { realtimeMachine } from './realtime.machine';

export type RealtimeSnapshot = SnapshotFrom<typeof realtimeMachine>;

export const selectRealtimeOnline = (s: RealtimeSnapshot): boolean => s.hasTag('online');
