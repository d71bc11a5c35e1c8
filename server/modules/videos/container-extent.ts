import type { FileHandle } from 'node:fs/promises';

/**
 * Walks the top-level structure of a WebM or MP4 file and says whether it ends exactly where the
 * file ends (issue 28 item 3). A demuxer happily reads a valid video followed by anything (an
 * HTML page, a second file), and reads a cut-off file as far as it goes: neither is a recording
 * we should store. Element and box payloads are skipped, not read, so a 200 MB file costs a few
 * thousand small reads.
 */
export type ExtentVerdict = 'whole' | 'truncated' | 'trailing_data';

/** Positional reads through a 64 KiB window: most headers sit close together. */
class Reader {
  private window = Buffer.alloc(0);
  private windowStart = 0;
  constructor(
    private readonly file: FileHandle,
    readonly size: number,
  ) {}

  /** Up to `length` bytes at `position` (fewer at the end of the file). */
  async bytes(position: number, length: number): Promise<Buffer> {
    const end = Math.min(position + length, this.size);
    if (position < this.windowStart || end > this.windowStart + this.window.length) {
      const want = Math.min(64 * 1024, this.size - position);
      const buffer = Buffer.alloc(want);
      const { bytesRead } = await this.file.read(buffer, 0, want, position);
      this.window = buffer.subarray(0, bytesRead);
      this.windowStart = position;
    }
    return this.window.subarray(position - this.windowStart, end - this.windowStart);
  }
}

// ---- Matroska / WebM (EBML) ----

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const VOID = 0xec;
const CRC32 = 0xbf;
/** Children of a Segment (Matroska spec, level 1). */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
  VOID,
  CRC32,
]);
/** Children of a Cluster: what ends an unknown-size Cluster is the next Segment child. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, VOID, CRC32]);

interface EbmlHeader {
  id: number;
  /** Bytes of ID and size together. */
  headerLength: number;
  /** null: "unknown size" (all value bits set), as live recorders write Segments and Clusters. */
  size: number | null;
}

/** Leading zero bits of the first byte tell a variable-length integer's length (1 to `max`). */
function vintLength(first: number, max: number): number | null {
  for (let length = 1; length <= max; length++) if (first & (0x80 >> (length - 1))) return length;
  return null;
}

async function ebmlHeaderAt(reader: Reader, position: number): Promise<EbmlHeader | 'truncated' | 'invalid'> {
  const head = await reader.bytes(position, 12);
  if (head.length === 0) return 'truncated';
  const idLength = vintLength(head[0] as number, 4);
  if (idLength === null) return 'invalid';
  if (head.length < idLength + 1) return 'truncated';
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (head[i] as number);
  const sizeLength = vintLength(head[idLength] as number, 8);
  if (sizeLength === null) return 'invalid';
  if (head.length < idLength + sizeLength) return 'truncated';
  let size = (head[idLength] as number) & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = head[idLength + i] as number;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, headerLength: idLength + sizeLength, size: allOnes ? null : size };
}

/**
 * Walks children from `position` up to `end` (a known size) or, for an unknown-size parent, until
 * an element that is not one of `children` begins. Answers where the walk stopped.
 */
async function walkChildren(
  reader: Reader,
  position: number,
  end: number | null,
  children: Set<number>,
): Promise<number | 'truncated' | 'trailing_data'> {
  const limit = end ?? reader.size;
  while (position < limit) {
    const header = await ebmlHeaderAt(reader, position);
    if (header === 'truncated') return 'truncated';
    if (header === 'invalid' || !children.has(header.id)) {
      // An unknown-size parent ends at the next element of its parent's level: the caller checks it.
      if (end === null) return position;
      return 'trailing_data';
    }
    const start = position + header.headerLength;
    if (header.size === null) {
      if (header.id !== CLUSTER) return 'trailing_data';
      const after = await walkChildren(reader, start, null, CLUSTER_CHILDREN);
      if (typeof after !== 'number') return after;
      position = after;
      continue;
    }
    if (start + header.size > limit) return 'truncated';
    position = start + header.size;
  }
  return position;
}

async function webmExtent(reader: Reader): Promise<ExtentVerdict> {
  const ebml = await ebmlHeaderAt(reader, 0);
  if (ebml === 'truncated') return 'truncated';
  if (ebml === 'invalid' || ebml.id !== EBML_HEADER || ebml.size === null) return 'trailing_data';
  const segmentAt = ebml.headerLength + ebml.size;
  if (segmentAt >= reader.size) return 'truncated';
  const segment = await ebmlHeaderAt(reader, segmentAt);
  if (segment === 'truncated') return 'truncated';
  if (segment === 'invalid' || segment.id !== SEGMENT) return 'trailing_data';
  const contentAt = segmentAt + segment.headerLength;
  if (segment.size !== null && contentAt + segment.size > reader.size) return 'truncated';
  const end = segment.size === null ? null : contentAt + segment.size;
  const after = await walkChildren(reader, contentAt, end, SEGMENT_CHILDREN);
  if (typeof after !== 'number') return after;
  return after === reader.size ? 'whole' : 'trailing_data';
}

// ---- MP4 (ISO BMFF) ----

/**
 * Boxes that may stand at the top level of an MP4 or QuickTime file (ISO/IEC 14496-12 and the
 * recorders we receive from). Anything else there is not part of the video.
 */
const TOP_LEVEL_BOXES = new Set([
  'ftyp',
  'styp',
  'moov',
  'mdat',
  'moof',
  'mfra',
  'sidx',
  'ssix',
  'prft',
  'emsg',
  'free',
  'skip',
  'wide',
  'uuid',
  'meta',
  'pdin',
  'udta',
]);
const isBoxType = (type: Buffer) => type.length === 4 && TOP_LEVEL_BOXES.has(type.toString('latin1'));

async function mp4Extent(reader: Reader): Promise<ExtentVerdict> {
  let position = 0;
  while (position < reader.size) {
    const head = await reader.bytes(position, 16);
    if (head.length < 8) return 'truncated';
    if (!isBoxType(head.subarray(4, 8))) return 'trailing_data';
    let size = head.readUInt32BE(0);
    let headerLength = 8;
    if (size === 1) {
      if (head.length < 16) return 'truncated';
      size = Number(head.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) {
      return 'whole'; // "extends to the end of the file": only ever the last box
    }
    if (size < headerLength) return 'trailing_data';
    if (position + size > reader.size) return 'truncated';
    position += size;
  }
  return 'whole';
}

export async function containerExtent(file: FileHandle, size: number, kind: 'webm' | 'mp4'): Promise<ExtentVerdict> {
  const reader = new Reader(file, size);
  return kind === 'webm' ? webmExtent(reader) : mp4Extent(reader);
}
