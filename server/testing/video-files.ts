import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';

/**
 * Real, short WebM and MP4 files for the upload tests, muxed by mediabunny from made-up VP9
 * packets (the server demuxes, never decodes, so the payload bytes need not be a picture).
 */
export async function makeVideo(
  container: 'webm' | 'mp4',
  { seconds = 2, frameRate = 10, frameBytes = 64 }: { seconds?: number; frameRate?: number; frameBytes?: number } = {},
): Promise<Buffer> {
  const target = new BufferTarget();
  const output = new Output({
    format: container === 'webm' ? new WebMOutputFormat() : new Mp4OutputFormat(),
    target,
  });
  const source = new EncodedVideoPacketSource('vp9');
  output.addVideoTrack(source, { frameRate });
  await output.start();
  const frames = Math.round(seconds * frameRate);
  for (let i = 0; i < frames; i++) {
    const packet = new EncodedPacket(
      new Uint8Array(frameBytes).fill(i % 256),
      i === 0 ? 'key' : 'delta',
      i / frameRate,
      1 / frameRate,
    );
    await source.add(
      packet,
      i === 0 ? { decoderConfig: { codec: 'vp09.00.10.08', codedWidth: 16, codedHeight: 16 } } : undefined,
    );
  }
  await output.finalize();
  if (!target.buffer) throw new Error('mediabunny wrote nothing');
  return Buffer.from(target.buffer);
}

/** An EBML header (a WebM's first element) and then an HTML page: the first probe's 56-byte "video". */
export function ebmlThenHtml(): Buffer {
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77]); // DocType "w"
  return Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>\n', 'latin1')]);
}
