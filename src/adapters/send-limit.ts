import { SEND_LIMIT_STEPS, type SendLimit, type StatsSource } from '../../machines/call-quality/call-quality.types';

/**
 * Sets a send limit (machines/call-quality) on the connection's video senders: the first
 * encoding's `scaleResolutionDownBy` and `maxBitrate` (none at 'full': the browser's own
 * choice). Audio is left alone. A sender not negotiated yet (no encodings) is skipped; a refusal
 * rejects, and the caller lets it go (the next change tries again).
 */
export async function applySendLimit(connection: Pick<StatsSource, 'getSenders'>, limit: SendLimit): Promise<void> {
  const step = SEND_LIMIT_STEPS[limit];
  const video = connection.getSenders().filter((sender) => sender.track?.kind === 'video');
  await Promise.all(
    video.map((sender) => {
      const parameters = sender.getParameters();
      const encoding = parameters.encodings?.[0];
      if (!encoding) return undefined;
      encoding.scaleResolutionDownBy = step.scaleResolutionDownBy;
      if (step.maxBitrate === null) delete encoding.maxBitrate;
      else encoding.maxBitrate = step.maxBitrate;
      return sender.setParameters(parameters);
    }),
  );
}
