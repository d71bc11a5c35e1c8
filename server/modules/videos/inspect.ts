import { open } from 'node:fs/promises';
import { ALL_FORMATS, EncodedPacketSink, FilePathSource, Input } from 'mediabunny';
import { HttpError } from '../../http/errors';
import { containerExtent } from './container-extent';
import { refuseVideo } from './refusals';
import type { VideoKind } from './sniff';

/**
 * Issue 28 item 3: a saved video is stored only when the whole file parses as one. The magic bytes
 * (sniff.ts) only choose the container; this reads every packet's metadata with mediabunny (a pure
 * JavaScript demuxer) and walks the container to its last byte (container-extent.ts).
 */
export interface InspectedVideo {
  /** Whole seconds, at least 1: what GET /get-videos reports. */
  durationSeconds: number;
}

/** Parses the file at `path` (already of `kind` by its first bytes); throws `refuseVideo(…)`. */
export async function inspectVideo(path: string, kind: VideoKind, maxSeconds: number): Promise<InspectedVideo> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const extent = await containerExtent(handle, size, kind.extension);
    if (extent === 'truncated') throw refuseVideo('video_truncated');
    if (extent === 'trailing_data') throw refuseVideo('video_trailing_data');
  } finally {
    await handle.close();
  }
  const input = new Input({ source: new FilePathSource(path), formats: ALL_FORMATS });
  try {
    const seconds = await parse(input, kind);
    if (!Number.isFinite(seconds) || seconds <= 0) throw refuseVideo('no_duration');
    if (seconds > maxSeconds) throw refuseVideo('video_too_long');
    return { durationSeconds: Math.max(1, Math.round(seconds)) };
  } finally {
    input.dispose();
  }
}

async function parse(input: Input, kind: VideoKind): Promise<number> {
  try {
    const mime = await input.getMimeType();
    if (!mime.startsWith(kind.contentType)) throw refuseVideo('not_a_video');
    const track = await input.getPrimaryVideoTrack();
    if (!track) throw refuseVideo('no_video_track');
    // Every packet's place and timing, not only the header's claim: a broken index or cluster throws here.
    let packets = 0;
    for await (const _ of new EncodedPacketSink(track).packets(undefined, undefined, { metadataOnly: true })) packets++;
    if (packets === 0) throw refuseVideo('no_video_track');
    return await input.computeDuration();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuseVideo('not_a_video');
  }
}
