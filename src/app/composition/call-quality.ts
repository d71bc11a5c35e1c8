import { createCallQualityImplementations } from '../../../machines/call-quality/call-quality.actors';
import { callQualityMachine } from '../../../machines/call-quality/call-quality.machine';
import { createCallStatsReader } from '../../adapters/call-stats';
import { applySendLimit } from '../../adapters/send-limit';

/**
 * The call-quality child of the random chat and the friend call, with the browser's effects:
 * getStats() readings and RTCRtpSender.setParameters(). One stats reader per screen; it keeps
 * each connection's counters by the connection itself, so a new call starts afresh.
 */
export const callQualityLogic = callQualityMachine.provide(
  createCallQualityImplementations({ sample: createCallStatsReader(), applyLimit: applySendLimit }),
);
