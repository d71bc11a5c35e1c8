import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createVideosRepository } from './repository';
import { createVideosService, utcDayStart } from './service';
import { detectVideo } from './sniff';

const DAY = 86_400_000;
const WEBM = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6]);

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

describe('videos service', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

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
      limits: { dailyLimit: 2, maxBytes: 16, urlTtlSeconds: 60 },
      now: clock.now,
    });
    user = await insertUser(handle.db, { subscriptionEndsAt: new Date(clock.now().getTime() + DAY) });
  });

  it('detects WebM and MP4 by their bytes only', () => {
    expect(detectVideo(WEBM)?.extension).toBe('webm');
    expect(detectVideo(Buffer.from('\0\0\0\x18ftypmp42', 'latin1'))?.extension).toBe('mp4');
    expect(detectVideo(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBeNull();
    expect(detectVideo(new Uint8Array(2))).toBeNull();
  });

  it('saves a video arriving in small chunks; the row and the file match', async () => {
    const saved = await service.saveVideo(user, async () => chunks(WEBM.subarray(0, 2), WEBM.subarray(2)));
    expect(saved).toMatchObject({ size: 10, updated_at: clock.now().toISOString() });
    expect(saved.url).toMatch(/^\/signed\/private\/videos\/\d+\/[\w-]+\.webm\?ttl=60$/);
    expect([...files.values()]).toEqual([Buffer.from(WEBM)]);
  });

  it('refuses over max_bytes (413) and non-videos (422) and records nothing', async () => {
    expect(await status(service.saveVideo(user, async () => chunks(WEBM, WEBM)))).toBe(413);
    expect(await status(service.saveVideo(user, async () => chunks(Buffer.from('not a video at all'))))).toBe(422);
    expect(await status(service.saveVideo(user, async () => chunks()))).toBe(422);
    expect((await service.videoLimits(user)).used_today).toBe(0);
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
