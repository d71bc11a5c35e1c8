import type { SnapshotFrom } from 'xstate';
import type { meetAgainMachine } from './meet-again.machine';
import { MEET_AGAIN_SECONDS, type MeetAgainPartner } from './meet-again.types';

export type MeetAgainSnapshot = SnapshotFrom<typeof meetAgainMachine>;

/** What the card shows: null when there is no card (expired, dismissed, refused). */
export interface MeetAgainView {
  stage: 'offered' | 'asking' | 'waiting' | 'friends' | 'limit';
  partner: MeetAgainPartner;
  /** The last tap got no answer. */
  failed: boolean;
}

export function selectMeetAgainView(s: MeetAgainSnapshot | undefined): MeetAgainView | null {
  if (s?.status !== 'active') return null;
  const { partner, failed } = s.context;
  if (s.matches({ open: 'offered' })) return { stage: 'offered', partner, failed };
  if (s.matches({ open: 'asking' })) return { stage: 'asking', partner, failed };
  if (s.matches({ open: 'waiting' })) return { stage: 'waiting', partner, failed };
  if (s.matches('friends')) return { stage: 'friends', partner, failed };
  if (s.matches('limit')) return { stage: 'limit', partner, failed };
  return null;
}

/** Seconds left of the window, from the countdown child's elapsed seconds. */
export const secondsLeft = (elapsed: number) => Math.max(0, MEET_AGAIN_SECONDS - elapsed);
