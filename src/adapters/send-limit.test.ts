import { describe, expect, it } from 'vitest';
import { applySendLimit } from './send-limit';

/** A sender whose parameters we can read back; `encodings` as the browser would give them. */
function sender(kind: 'audio' | 'video' | null, encodings: RTCRtpEncodingParameters[] = [{ active: true }]) {
  const set: RTCRtpSendParameters[] = [];
  const fake = {
    track: kind ? { kind } : null,
    getParameters: () => ({ transactionId: 't1', encodings: structuredClone(encodings) }) as RTCRtpSendParameters,
    setParameters: async (parameters: RTCRtpSendParameters) => {
      set.push(parameters);
    },
    set,
  };
  return fake;
}

const connectionOf = (...senders: ReturnType<typeof sender>[]) => ({
  getSenders: () => senders as unknown as RTCRtpSender[],
});

describe('applySendLimit', () => {
  it('scales the video down and caps its bitrate, leaving audio alone', async () => {
    const video = sender('video');
    const audio = sender('audio');
    await applySendLimit(connectionOf(audio, video), 'reduced');
    expect(audio.set).toEqual([]);
    expect(video.set).toEqual([
      { transactionId: 't1', encodings: [{ active: true, scaleResolutionDownBy: 2, maxBitrate: 400_000 }] },
    ]);
    await applySendLimit(connectionOf(video), 'minimal');
    expect(video.set[1].encodings[0]).toMatchObject({ scaleResolutionDownBy: 4, maxBitrate: 150_000 });
  });

  it('at full sends the camera as it is: no scaling, no bitrate cap', async () => {
    const video = sender('video', [{ active: true, scaleResolutionDownBy: 4, maxBitrate: 150_000 }]);
    await applySendLimit(connectionOf(video), 'full');
    expect(video.set[0].encodings).toEqual([{ active: true, scaleResolutionDownBy: 1 }]);
  });

  it('skips a sender without encodings (not negotiated yet) or without a track', async () => {
    const early = sender('video', []);
    const empty = sender(null);
    await applySendLimit(connectionOf(early, empty), 'reduced');
    expect(early.set).toEqual([]);
    expect(empty.set).toEqual([]);
  });

  it('rejects when the browser refuses the parameters', async () => {
    const video = sender('video');
    video.setParameters = () => Promise.reject(new DOMException('bad', 'InvalidModificationError'));
    await expect(applySendLimit(connectionOf(video), 'reduced')).rejects.toThrow('bad');
  });
});
