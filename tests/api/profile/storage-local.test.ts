import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../../../server/adapters/storage/local';
import { userMediaPrefixes, videoKey } from '../../../server/modules/media/keys';
import { fileExists, listFiles, type ProfileTestServer, startProfileServer } from './support';

describe('local media storage and /media serving', () => {
  let server: ProfileTestServer;
  let storage: LocalMediaStorage;
  beforeAll(async () => {
    server = await startProfileServer();
    if (!(server.ctx.storage instanceof LocalMediaStorage)) throw new Error('expected the local adapter by default');
    storage = server.ctx.storage;
  });
  afterAll(() => server.close());

  it('is the default adapter, rooted in dataDir', () => {
    expect(storage.publicRoot).toBe(path.join(server.ctx.config.dataDir, 'media'));
    expect(storage.privateRoot).toBe(path.join(server.ctx.config.dataDir, 'media-private'));
  });

  it('puts, serves and deletes a public object', async () => {
    await storage.put('photos/7-abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(storage.publicUrl('photos/7-abc.jpg')).toBe('/media/photos/7-abc.jpg');
    expect(storage.keyForUrl('/media/photos/7-abc.jpg')).toBe('photos/7-abc.jpg');
    const res = await fetch(`${server.url}/media/photos/7-abc.jpg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('jpeg bytes');
    await storage.delete('photos/7-abc.jpg');
    await storage.delete('photos/7-abc.jpg');
    expect((await fetch(`${server.url}/media/photos/7-abc.jpg`)).status).toBe(404);
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../etc/passwd', 'photos/../../x', '/abs/path', 'photos//x', 'a\\b', '', 'photos/ space.jpg']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe media key/);
    }
    await expect(storage.deletePrefix('')).rejects.toThrow(/Unsafe media key/);
    expect(storage.keyForUrl('/media/../secret')).toBeNull();
    expect(storage.keyForUrl('https://elsewhere.example/media/photos/1.jpg')).toBeNull();
    expect(storage.keyForUrl('/media/private/videos/1/a.webm')).toBeNull();
  });

  it('deletes by prefix without touching look-alike prefixes (user 1 vs user 12)', async () => {
    await storage.put('photos/1-a.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('photos/1-b.webp', Buffer.from('1'), 'image/webp');
    await storage.put('photos/12-a.jpg', Buffer.from('12'), 'image/jpeg');
    await storage.put(videoKey(1, 'webm'), Buffer.from('v1'), 'video/webm');
    await storage.put(videoKey(12, 'webm'), Buffer.from('v12'), 'video/webm');
    for (const prefix of userMediaPrefixes(1)) await storage.deletePrefix(prefix);
    expect(await listFiles(storage.publicRoot)).toEqual(expect.arrayContaining(['photos/12-a.jpg']));
    expect((await listFiles(storage.publicRoot)).filter((f) => f.startsWith('photos/1-'))).toEqual([]);
    expect(await fileExists(path.join(storage.privateRoot, 'videos', '1'))).toBe(false);
    expect((await listFiles(path.join(storage.privateRoot, 'videos', '12'))).length).toBe(1);
    // Deleting what is not there is fine.
    await storage.deletePrefix('photos/999-');
    await storage.deletePrefix('private/videos/999/');
  });

  describe('private objects', () => {
    const key = 'private/videos/5/clip.webm';
    const body = Buffer.from('0123456789abcdef');
    beforeAll(() => storage.put(key, body, 'video/webm'));

    it('have no public URL and are not reachable without a signature', async () => {
      expect(() => storage.publicUrl(key)).toThrow();
      expect(await fileExists(path.join(storage.publicRoot, 'private'))).toBe(false);
      for (const url of [
        '/media/private/videos/5/clip.webm',
        '/media/private/videos/5/clip.webm?expires=99999999999&signature=abc',
        '/media/%2e%2e/media-private/videos/5/clip.webm',
      ]) {
        const res = await fetch(`${server.url}${url}`);
        expect([403, 404]).toContain(res.status);
        expect(await res.text()).not.toContain('0123456789');
      }
    });

    it('are served through a signed URL until it expires, ranges included', async () => {
      const signed = await storage.signedUrl(key, 60);
      expect(signed).toMatch(/^\/media\/private\/videos\/5\/clip\.webm\?expires=\d+&signature=[\w-]+$/);
      const res = await fetch(`${server.url}${signed}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(body);

      const range = await fetch(`${server.url}${signed}`, { headers: { range: 'bytes=2-5' } });
      expect(range.status).toBe(206);
      expect(await range.text()).toBe('2345');

      server.clock.advance(61_000);
      const expired = await fetch(`${server.url}${signed}`);
      expect(expired.status).toBe(403);
      expect(await expired.json()).toEqual({ message: 'This link is invalid or has expired.', code: 'link_expired' });
    });

    it('a signature is bound to its key and expiry', async () => {
      const signed = await storage.signedUrl(key, 60);
      const other = 'private/videos/6/clip.webm';
      await storage.put(other, Buffer.from('other'), 'video/webm');
      const moved = signed.replace('/videos/5/', '/videos/6/');
      expect((await fetch(`${server.url}${moved}`)).status).toBe(403);
      const longer = signed.replace(/expires=(\d+)/, (_m, e) => `expires=${Number(e) + 3600}`);
      expect((await fetch(`${server.url}${longer}`)).status).toBe(403);
    });
  });

  it('leaves no temporary files behind after writes', async () => {
    await storage.put('photos/3-x.jpg', Buffer.from('x'), 'image/jpeg');
    const all = [...(await listFiles(storage.publicRoot)), ...(await listFiles(storage.privateRoot))];
    expect(all.filter((f) => f.endsWith('.part'))).toEqual([]);
    await fs.rm(path.join(storage.publicRoot, 'photos', '3-x.jpg'));
  });

  it('streams a private object under a .part name and renames it only once complete', async () => {
    const key = videoKey(21, 'webm');
    const file = storage.pathOf(key);
    let seenPartial: string[] = [];
    async function* source() {
      yield Buffer.from('first ');
      seenPartial = (await listFiles(path.dirname(file))).filter((f) => f.endsWith('.part'));
      yield Buffer.from('second');
    }
    await storage.putStream(key, source(), 'video/webm');
    expect(seenPartial).toHaveLength(1);
    expect(await fs.readFile(file, 'utf8')).toBe('first second');
    expect((await listFiles(path.dirname(file))).filter((f) => f.endsWith('.part'))).toEqual([]);
    await storage.delete(key);
  });

  it('a stream that fails leaves nothing behind', async () => {
    const key = videoKey(22, 'webm');
    async function* broken() {
      yield Buffer.from('start');
      throw new Error('connection lost');
    }
    await expect(storage.putStream(key, broken(), 'video/webm')).rejects.toThrow('connection lost');
    expect(await fileExists(storage.pathOf(key))).toBe(false);
    expect(await listFiles(path.dirname(storage.pathOf(key)))).toEqual([]);
  });

  it('sweepPartial removes .part files under a prefix, recursively, and nothing else', async () => {
    const done = videoKey(23, 'webm');
    await storage.put(done, Buffer.from('whole'), 'video/webm');
    const partial = `${storage.pathOf(videoKey(23, 'webm'))}.abc.part`;
    await fs.writeFile(partial, 'half');
    const publicPartial = path.join(storage.publicRoot, 'photos', '9-x.jpg.abc.part');
    await fs.mkdir(path.dirname(publicPartial), { recursive: true });
    await fs.writeFile(publicPartial, 'half');
    await storage.sweepPartial('private/videos/');
    expect(await fileExists(partial)).toBe(false);
    expect(await fileExists(storage.pathOf(done))).toBe(true);
    expect(await fileExists(publicPartial)).toBe(true);
    await fs.rm(publicPartial);
    await storage.delete(done);
  });
});
