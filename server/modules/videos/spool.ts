import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A finished upload on local disk: its path for the parser, and a fresh stream of it for storage. */
export interface SpooledFile {
  path: string;
  read(): AsyncIterable<Uint8Array>;
}

/**
 * Writes `body` to a file in a new private folder under `spoolDir`, runs `use` on it and removes
 * the folder whatever happens. A demuxer needs random access to the whole file, and uploads are
 * up to `VIDEO_MAX_BYTES`: disk, not memory. A refusal thrown by `body` (413, a cut connection)
 * or by `use` (422) leaves nothing behind.
 */
export async function withSpooledFile<T>(
  spoolDir: string,
  body: AsyncIterable<Uint8Array>,
  use: (file: SpooledFile) => Promise<T>,
): Promise<T> {
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(join(spoolDir, 'upload-'));
  try {
    const path = join(folder, 'video');
    await writeFile(path, body, { mode: 0o600 });
    return await use({ path, read: () => createReadStream(path) });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * What a killed process left in `spoolDir`. Only folders older than `olderThanMs`: another
 * instance on the same data folder may be receiving an upload right now (requests time out long
 * before an hour). Compared with the file system's own clock (mtime), not the app's clock.
 */
export async function sweepSpool(spoolDir: string, olderThanMs = 3_600_000): Promise<void> {
  const now = Date.now();
  let entries: string[];
  try {
    entries = await readdir(spoolDir);
  } catch {
    return; // no spool folder yet
  }
  for (const entry of entries) {
    const path = join(spoolDir, entry);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > olderThanMs) await rm(path, { recursive: true, force: true });
  }
}

/** Uploads being parsed before they are stored: local disk even when media go to S3. */
export const videoSpoolDir = (dataDir: string) => join(dataDir, 'video-uploads');
