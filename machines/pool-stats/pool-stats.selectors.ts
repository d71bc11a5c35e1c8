import type { SnapshotFrom } from 'xstate';
import type { PoolStatsView } from '../../contract/chat';
import type { poolStatsMachine } from './pool-stats.machine';

type Snapshot = SnapshotFrom<typeof poolStatsMachine>;

/** The last figures read, or null before the first answer. */
export const selectPoolStats = (snapshot: Snapshot): PoolStatsView | null => snapshot.context.stats;
