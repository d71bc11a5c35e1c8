import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { LocalMediaStorage } from '../../../server/adapters/storage/local';
import type { AppConfig } from '../../../server/config';
import { videos } from '../../../server/db/schema/index';
import { makeVideo } from '../../../server/testing/video-files';
import { type ChatTestServer, startChatServer } from '../chat/support';
import { ManualClock } from '../support/manual-clock';
import type { SeededUser } from '../support/users';

/** Real 2-second WebM and MP4 files (server/testing/video-files.ts), and a WebM over 4 KiB. */
export const [webmClip, mp4Clip, bigWebmClip] = await Promise.all([
  makeVideo('webm'),
  makeVideo('mp4'),
  makeVideo('webm', { frameBytes: 400 }),
]);
export const webmBytes = () => webmClip;
export const mp4Bytes = () => mp4Clip;
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 1)]);

/** Local storage whose streamed uploads the test can wait for (started, settled). */
export class ObservedStorage extends LocalMediaStorage {
  started: Array<Promise<void>> = [];
  settled: Array<Promise<unknown>> = [];
  private onStart: Array<() => void> = [];

  override putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<void> {
    for (const resolve of this.onStart.splice(0)) resolve();
    const result = super.putStream(key, source, contentType);
    this.settled.push(
      result.then(
        () => 'ok',
        (error) => error,
      ),
    );
    return result;
  }

  /** Resolves when the next streamed upload begins. */
  nextStart(): Promise<void> {
    return new Promise((resolve) => this.onStart.push(resolve));
  }
}

export interface VideoTestServer extends ChatTestServer {
  dataDir: string;
  storage: ObservedStorage;
}

export async function startVideoServer(
  config: Partial<AppConfig> = {},
  dataDir = path.join(os.tmpdir(), `petchat-videos-${randomBytes(6).toString('hex')}`),
): Promise<VideoTestServer> {
  const clock = new ManualClock();
  const storage = new ObservedStorage(dataDir, 'test-secret', clock.date);
  const server = await startChatServer({
    config: { dataDir, ...config },
    overrides: { clock, now: clock.date, storage },
  });
  // startChatServer made its own clock; ours drives both ctx.now and storage signing.
  return { ...server, clock, dataDir, storage };
}

export function upload(
  server: ChatTestServer,
  user: SeededUser,
  bytes: Buffer,
  filename = 'clip.webm',
  type = 'video/webm',
  /** Text fields sent before the file (`duration_seconds`, `partner_name`). */
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('video', new Blob([new Uint8Array(bytes)], { type }), filename);
  return fetch(`${server.url}/api/save-video`, { method: 'POST', headers: user.headers, body: form }).then(
    async (res) => {
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
  );
}

export async function rowsOf(server: ChatTestServer, userId: number): Promise<number> {
  const [row] = await server.ctx.db.select({ n: count() }).from(videos).where(eq(videos.userId, userId));
  return Number(row?.n ?? 0);
}

/** Every file (recursively) under the private media folder of the server's data dir. */
export async function privateFiles(dataDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(dataDir, 'media-private'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
