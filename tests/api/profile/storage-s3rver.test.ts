import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, S3_PART_BYTES, S3MediaStorage } from '../../../server/adapters/storage/s3';

/**
 * The S3 adapter against a real S3-compatible server (s3rver, run in-process on a free port with
 * signature checking on): objects, multipart streams, deletes across list pages and presigned
 * URLs the server accepts — and refuses once expired. (s3rver does not check a tampered presigned
 * URL's signature; storage-s3.test.ts checks what the adapter signs, request by request.)
 */
describe('S3 media storage adapter (against s3rver)', () => {
  let dir: string;
  let server: S3rver;
  let endpoint = '';
  let storage: S3MediaStorage;
  let clock = new Date();

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'pets', configs: [] }],
    });
    const address = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${address.port}`;
    const opts = {
      bucket: 'pets',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: '',
      now: () => clock,
    };
    storage = new S3MediaStorage(createS3Client(opts), opts);
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const get = (key: string) => fetch(`${endpoint}/pets/${key}`);

  it('stores an object with its type and public caching', async () => {
    await storage.put('photos/3-abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const res = await get('photos/3-abc.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('jpeg bytes');
    expect(storage.publicUrl('photos/3-abc.jpg')).toBe(`${endpoint}/pets/photos/3-abc.jpg`);
  });

  it('streams a video as a multipart upload, kept out of public caches', async () => {
    const part = Buffer.alloc(S3_PART_BYTES, 1);
    async function* source() {
      yield part.subarray(0, 1000);
      yield part.subarray(1000);
      yield Buffer.from('tail');
    }
    await storage.putStream('private/videos/7/v.webm', source(), 'video/webm');
    const res = await get('private/videos/7/v.webm');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(S3_PART_BYTES + 4);
    expect(body.subarray(-4).toString()).toBe('tail');
  });

  it('a stream that fails leaves no object', async () => {
    async function* broken() {
      yield Buffer.from('start');
      throw new Error('connection lost');
    }
    await expect(storage.putStream('private/videos/7/broken.webm', broken(), 'video/webm')).rejects.toThrow(
      'connection lost',
    );
    expect((await get('private/videos/7/broken.webm')).status).toBe(404);
  });

  it('deletes one object, and by prefix leaving look-alike prefixes alone', async () => {
    await storage.put('photos/4-x.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('photos/4-x.jpg');
    expect((await get('photos/4-x.jpg')).status).toBe(404);
    for (const k of ['photos/5-a.jpg', 'photos/5-b.jpg', 'photos/5-c.jpg', 'photos/5-d.webp', 'photos/55-a.jpg'])
      await storage.put(k, Buffer.from(k), 'image/jpeg');
    await storage.deletePrefix('photos/5-');
    for (const k of ['photos/5-a.jpg', 'photos/5-b.jpg', 'photos/5-c.jpg', 'photos/5-d.webp'])
      expect((await get(k)).status, k).toBe(404);
    expect((await get('photos/55-a.jpg')).status).toBe(200);
  });

  it('signs GET URLs the server accepts, and that it refuses once expired', async () => {
    clock = new Date();
    await storage.put('private/videos/9/clip.webm', Buffer.from('clip'), 'video/webm');
    await storage.put('private/videos/9/other.webm', Buffer.from('other'), 'video/webm');
    const url = await storage.signedUrl('private/videos/9/clip.webm', 900);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('clip');

    clock = new Date(Date.now() - 3_600_000); // signed an hour ago for 15 minutes
    const expired = await storage.signedUrl('private/videos/9/clip.webm', 900);
    expect((await fetch(expired)).status).toBe(403);
  });
});
