import { HttpError } from '../../http/errors';
import { REFUSALS, refuseVideo } from './refusals';

export type VideoKind = { extension: 'webm' | 'mp4'; contentType: 'video/webm' | 'video/mp4' };

export const NOT_A_VIDEO = REFUSALS.not_a_video;
export const VIDEO_TOO_LARGE = 'The video is too large.';

const HEAD_BYTES = 8;

/** By content only: WebM/Matroska start with the EBML magic, MP4 has an `ftyp` box at offset 4. */
export function detectVideo(head: Uint8Array): VideoKind | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return { extension: 'webm', contentType: 'video/webm' };
  if (head.length >= 8 && Buffer.from(head.subarray(4, 8)).toString('latin1') === 'ftyp')
    return { extension: 'mp4', contentType: 'video/mp4' };
  return null;
}

/**
 * Reads just enough of `source` to tell its kind (422 when it is not a video), and answers a
 * stream of the whole content that throws 413 as soon as more than `maxBytes` went through.
 * Nothing but the first chunk(s) is held. The kind only chooses the container: inspect.ts then
 * parses the whole file before anything is stored.
 */
export async function sniffVideo(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<{ kind: VideoKind; body: AsyncIterable<Uint8Array>; size: () => number }> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  const kind = detectVideo(Buffer.concat(head));
  if (!kind) throw refuseVideo('not_a_video');
  let total = 0;
  const counted = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > maxBytes) throw new HttpError(413, VIDEO_TOO_LARGE);
    return chunk;
  };
  async function* body() {
    for (const chunk of head) yield counted(chunk);
    while (true) {
      const next = await iterator.next();
      if (next.done) return;
      yield counted(next.value);
    }
  }
  return { kind, body: body(), size: () => total };
}
