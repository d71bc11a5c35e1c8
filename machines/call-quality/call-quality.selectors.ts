import type { SnapshotFrom } from 'xstate';
import type { callQualityMachine } from './call-quality.machine';
import type { QualityLevel, SendLimit } from './call-quality.types';

export type CallQualitySnapshot = SnapshotFrom<typeof callQualityMachine>;

/** The level to show beside the partner's name; null until the first reading. */
export const selectQualityLevel = (s: CallQualitySnapshot): QualityLevel | null => s.context.level;

/** What we send now (for diagnostics and tests). */
export const selectSendLimit = (s: CallQualitySnapshot): SendLimit => s.context.limit;
