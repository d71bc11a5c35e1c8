import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { ebmlThenHtml, makeVideo } from '../../testing/video-files';
import { createVideosRepository } from './repository';
import { createVideosService, utcDayStart } from './service';
import { detectVideo } from './sniff';

const DAY = 86_400_000;
const WEBM_HEAD = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6]);
/** Real files, made once: a 2 s WebM and MP4, a 7 s WebM (over the 6 s limit below), a big one. */
let WEBM: Buffer;
let MP4: Buffer;
let LONG: Buffer;
let BIG: Buffer;
const MAX_BYTES = 4096;

async function* chunks(...parts: Uint8Array[]) {
  for (const part of parts) yield part;
}

async function status(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

/** The status and `code` of a refusal. */
async function refusal(promise: Promise<unknown>): Promise<[number, unknown] | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.extra.code];
    throw error;
  }
}

describe('videos service', () => {
  let handle: DatabaseHandle;
  let spoolDir: string;
  beforeAll(async () => {
    handle = await memoryDatabase();
    spoolDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-spool-'));
    [WEBM, MP4, LONG, BIG] = await Promise.all([
      makeVideo('webm'),
      makeVideo('mp4'),
      makeVideo('webm', { seconds: 7, frameBytes: 8 }),
      makeVideo('webm', { frameBytes: 400 }),
    ]);
  });
  afterAll(async () => {
    await handle.close();
    await fs.rm(spoolDir, { recursive: true, force: true });
  });

  let clock: ReturnType<typeof handClock>;
  let files: Map<string, Uint8Array>;
  let published: Array<{ userId: number; channel: string; event: string; data: unknown }>;
  let partners: Set<string>;
  let service: ReturnType<typeof createVideosService>;
  let user: UserRow;

  beforeEach(async () => {
    clock = handClock();
    files = new Map();
    published = [];
    partners = new Set();
    service = createVideosService({
      repo: createVideosRepository(handle.db),
      storage: {
        async putStream(key, source) {
          const parts: Uint8Array[] = [];
          for await (const part of source) parts.push(part);
          files.set(key, Buffer.concat(parts));
        },
        async delete(key) {
          files.delete(key);
        },
        signedUrl: async (key, ttl) => `/signed/${key}?ttl=${ttl}`,
      },
      realtime: {
        async publish(userId, channel, event, data) {
          published.push({ userId, channel, event, data });
        },
      },
      isCallPartner: async (a, b) => partners.has(`${a}-${b}`),
      limits: { dailyLimit: 2, maxBytes: MAX_BYTES, urlTtlSeconds: 60, maxDurationSeconds: 6 },
      spoolDir,
      now: clock.now,
    });
    user = await insertUser(handle.db, { subscriptionEndsAt: new Date(clock.now().getTime() + DAY) });
  });

  it('detects WebM and MP4 by their bytes only', () => {
    expect(detectVideo(WEBM_HEAD)?.extension).toBe('webm');
    expect(detectVideo(Buffer.from('\0\0\0\x18ftypmp42', 'latin1'))?.extension).toBe('mp4');
    expect(detectVideo(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBeNull();
    expect(detectVideo(new Uint8Array(2))).toBeNull();
  });

  it('saves a video arriving in small chunks; the row and the file match; the length is the parsed one', async () => {
    const saved = await service.saveVideo(
      user,
      async () => chunks(WEBM.subarray(0, 2), WEBM.subarray(2, 100), WEBM.subarray(100)),
      // The client's claim of the length is not what is stored.
      () => ({ durationSeconds: 999, partnerName: 'Taras' }),
    );
    expect(saved).toMatchObject({
      size: WEBM.length,
      updated_at: clock.now().toISOString(),
      duration_seconds: 2,
      partner_name: 'Taras',
    });
    expect(saved.url).toMatch(/^\/signed\/private\/videos\/\d+\/[\w-]+\.webm\?ttl=60$/);
    expect([...files.values()]).toEqual([WEBM]);
    expect(await fs.readdir(spoolDir)).toEqual([]);
  });

  it('saves a real MP4 with its parsed length', async () => {
    const saved = await service.saveVideo(user, async () => chunks(MP4));
    expect(saved).toMatchObject({ size: MP4.length, duration_seconds: 2 });
    expect(saved.url).toMatch(/\.mp4\?ttl=60$/);
  });

  it('refuses over max_bytes (413) and non-videos (422) and records nothing', async () => {
    expect(BIG.length).toBeGreaterThan(MAX_BYTES);
    expect(await status(service.saveVideo(user, async () => chunks(BIG)))).toBe(413);
    expect(await refusal(service.saveVideo(user, async () => chunks(Buffer.from('not a video at all'))))).toEqual([
      422,
      'not_a_video',
    ]);
    expect(await status(service.saveVideo(user, async () => chunks()))).toBe(422);
    expect((await service.videoLimits(user)).used_today).toBe(0);
    expect(files.size).toBe(0);
  });

  it('parses the whole file: cut off, junk after the end, HTML behind an EBML header, too long, a lone head', async () => {
    const html = Buffer.from('<html><body>not a video</body></html>', 'latin1');
    const cases: Array<[string, Buffer, string]> = [
      ['webm cut off', WEBM.subarray(0, WEBM.length - 30), 'video_truncated'],
      ['mp4 cut off', MP4.subarray(0, MP4.length - 30), 'video_truncated'],
      ['webm + html', Buffer.concat([WEBM, html]), 'video_trailing_data'],
      ['mp4 + html', Buffer.concat([MP4, html]), 'video_trailing_data'],
      ['ebml header + html', ebmlThenHtml(), 'video_trailing_data'],
      ['7 s over a 6 s limit', LONG, 'video_too_long'],
      ['magic bytes only', Buffer.from(WEBM_HEAD), 'video_truncated'],
    ];
    const outcomes = [];
    for (const [name, bytes] of cases)
      outcomes.push([name, await refusal(service.saveVideo(user, async () => chunks(bytes)))]);
    expect(outcomes).toEqual(cases.map(([name, , code]) => [name, [422, code]]));
    expect(files.size).toBe(0);
    expect((await service.videoLimits(user)).used_today).toBe(0);
    expect(await fs.readdir(spoolDir)).toEqual([]);
  });

  it('counts the daily limit per UTC day', async () => {
    clock.advance(11 * 3600_000); // 23:00 UTC
    await service.saveVideo(user, async () => chunks(WEBM));
    await service.saveVideo(user, async () => chunks(WEBM));
    expect(await service.recordingAllowed(user)).toEqual({ allowed: false, reason: 'daily_limit' });
    expect(await status(service.saveVideo(user, async () => chunks(WEBM)))).toBe(403);
    clock.advance(3600_000); // midnight UTC
    expect(utcDayStart(clock.now()).getTime()).toBe(clock.now().getTime());
    expect(await service.recordingAllowed(user)).toEqual({ allowed: true });
  });

  it('subscribers only: the upload is refused before it is read', async () => {
    const lapsed = await insertUser(handle.db, { trialEndsAt: new Date(clock.now().getTime() - 1) });
    let opened = false;
    const result = service.saveVideo(lapsed, async () => {
      opened = true;
      return chunks(WEBM);
    });
    expect(await status(result)).toBe(403);
    expect(opened).toBe(false);
    expect(await status(service.listVideos(lapsed))).toBe(403);
    expect(await service.recordingAllowed(lapsed)).toEqual({ allowed: false, reason: 'not_subscribed' });
  });

  it('deletes only the owner’s video, with its file', async () => {
    const saved = await service.saveVideo(user, async () => chunks(WEBM));
    const other = await insertUser(handle.db, { subscriptionEndsAt: new Date(clock.now().getTime() + DAY) });
    expect(await status(service.deleteVideo(other, saved.id))).toBe(404);
    expect(files.size).toBe(1);
    await service.deleteVideo(user, saved.id);
    expect(files.size).toBe(0);
    expect(await service.listVideos(user)).toEqual([]);
  });

  it('sends the recording notice to the call partner only', async () => {
    partners.add(`${user.id}-42`);
    await service.recordingNotice(user, { to: 42, state: 'started' });
    expect(published).toEqual([
      {
        userId: 42,
        channel: 'video-chat',
        event: 'VideochatChanel',
        data: { type: 'recordingStarted', from: user.id, to: 42 },
      },
    ]);
    expect(await status(service.recordingNotice(user, { to: 43, state: 'stopped' }))).toBe(403);
    expect(published).toHaveLength(1);
  });
});
