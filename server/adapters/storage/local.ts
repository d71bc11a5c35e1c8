import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, assertSafePrefix, type MediaStorage, PRIVATE_PREFIX } from '../../ports/storage';

export const PUBLIC_MEDIA_PATH = '/media/';
export const PRIVATE_MEDIA_PATH = '/media/private/';

/**
 * Media on local disk. Public keys live under `publicRoot` (served at /media/), private keys
 * under a separate `privateRoot` (served at /media/private/ only with a valid signature), so
 * no path trick on the public route can ever reach a private file.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly publicRoot: string;
  readonly privateRoot: string;
  private readonly secret: Buffer;

  constructor(
    dataDir: string,
    signingSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.publicRoot = path.join(dataDir, 'media');
    this.privateRoot = path.join(dataDir, 'media-private');
    // Without a configured secret, signed links simply stop working after a restart.
    this.secret = signingSecret ? Buffer.from(`media:${signingSecret}`) : randomBytes(32);
  }

  async ensureRoots(): Promise<void> {
    await fs.mkdir(this.publicRoot, { recursive: true });
    await fs.mkdir(this.privateRoot, { recursive: true });
  }

  /** Absolute file path of a key. */
  pathOf(key: string): string {
    assertSafeKey(key);
    return key.startsWith(PRIVATE_PREFIX)
      ? path.join(this.privateRoot, key.slice(PRIVATE_PREFIX.length))
      : path.join(this.publicRoot, key);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees a half-written file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // A `.part` name is never served (see the media routes) and is swept at start.
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(Readable.from(source), createWriteStream(temp, { flags: 'wx' }));
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async sweepPartial(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const dir = slash < 0 ? this.publicRoot : path.dirname(this.pathOf(`${prefix.slice(0, slash + 1)}x`));
    let entries: string[];
    try {
      entries = (await fs.readdir(dir, { recursive: true })) as string[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    await Promise.all(
      entries.filter((name) => name.endsWith('.part')).map((name) => fs.rm(path.join(dir, name), { force: true })),
    );
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const dirKey = prefix.slice(0, slash + 1);
    const namePrefix = prefix.slice(slash + 1);
    const dir = dirKey === '' ? this.publicRoot : path.dirname(this.pathOf(`${dirKey}x`));
    if (namePrefix === '' && dirKey !== '' && dirKey !== PRIVATE_PREFIX) {
      await fs.rm(dir, { recursive: true, force: true });
      return;
    }
    let entries: string[];
    try {
      entries = await fs.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const doomed = entries.filter((name) => name.startsWith(namePrefix));
    await Promise.all(doomed.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    if (key.startsWith(PRIVATE_PREFIX)) throw new Error('Private media has no public URL; use signedUrl.');
    return `${PUBLIC_MEDIA_PATH}${key}`;
  }

  keyForUrl(url: string): string | null {
    if (!url.startsWith(PUBLIC_MEDIA_PATH) || url.startsWith(PRIVATE_MEDIA_PATH)) return null;
    const key = url.slice(PUBLIC_MEDIA_PATH.length);
    try {
      assertSafeKey(key);
      return key;
    } catch {
      return null;
    }
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(this.now().getTime() / 1000) + Math.max(1, Math.floor(ttlSeconds));
    const signature = this.sign(key, expires);
    const base = key.startsWith(PRIVATE_PREFIX)
      ? `${PRIVATE_MEDIA_PATH}${key.slice(PRIVATE_PREFIX.length)}`
      : `${PUBLIC_MEDIA_PATH}${key}`;
    return `${base}?expires=${expires}&signature=${signature}`;
  }

  /** Checks a signed private URL: `path` is the part after /media/private/. */
  verifyPrivate(pathAfterPrefix: string, expires: string | undefined, signature: string | undefined): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 < this.now().getTime()) return false;
    const key = `${PRIVATE_PREFIX}${pathAfterPrefix}`;
    try {
      assertSafeKey(key);
    } catch {
      return false;
    }
    const expected = Buffer.from(this.sign(key, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}
