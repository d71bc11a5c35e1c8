import type { SnapshotFrom } from 'xstate';
import type { searchClockMachine } from './search-clock.machine';
import { FEW_ONLINE_AFTER_SECONDS } from './search-clock.types';

export interface SearchClockView {
  /** Elapsed time as m:ss (or mm:ss from ten minutes on). */
  elapsed: string;
  /** The search has lasted long enough to say few people are online. */
  longWait: boolean;
}

/** 75 → "1:15": minutes, then two-digit seconds. */
export function formatElapsed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function selectSearchClockView(s: SnapshotFrom<typeof searchClockMachine>): SearchClockView {
  const { seconds } = s.context;
  return { elapsed: formatElapsed(seconds), longWait: seconds >= FEW_ONLINE_AFTER_SECONDS };
}
