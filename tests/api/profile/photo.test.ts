import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PROFILE_MESSAGES } from '../../../contract/profile';
import { users } from '../../../server/db/schema/index';
import { seedUser } from '../support/users';
import {
  exifHasGps,
  fileExists,
  listFiles,
  type ProfileTestServer,
  photoForm,
  picture,
  startProfileServer,
} from './support';

describe('profile photo: POST /update (multipart image), DELETE /delete-photo', () => {
  let server: ProfileTestServer;
  let mediaRoot: string;
  beforeAll(async () => {
    server = await startProfileServer();
    mediaRoot = path.join(server.ctx.config.dataDir, 'media');
  });
  afterAll(() => server.close());

  const upload = (headers: Record<string, string>, form: FormData) =>
    server.api('/update', { method: 'POST', headers, body: form });
  const storedFile = (image: string) => path.join(mediaRoot, image.replace(/^\/media\//, ''));
  const imageOf = async (userId: number) =>
    (await server.ctx.db.select({ image: users.image }).from(users).where(eq(users.id, userId)))[0]?.image ?? null;

  it('stores a re-encoded JPEG under /media/photos/ and serves it publicly', async () => {
    const alice = await seedUser(server.ctx);
    const res = await upload(alice.headers, photoForm(await picture({ width: 80, height: 60 })));
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.id).toBe(alice.user.id);
    expect(user.image).toMatch(new RegExp(`^/media/photos/${alice.user.id}-[A-Za-z0-9_-]+\\.jpg$`));
    expect(await imageOf(alice.user.id)).toBe(user.image);

    const served = await fetch(`${server.url}${user.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
  });

  it('strips GPS and every other EXIF field, and turns the picture upright first', async () => {
    const alice = await seedUser(server.ctx);
    // 120x60 stored sideways: orientation 6 means "rotate 90° clockwise to display".
    const input = await sharp(await picture({ width: 120, height: 60 }))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PetCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '50/1 27/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '30/1 31/1 0/1',
        },
      })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(exifHasGps(inputMeta.exif)).toBe(true);
    expect(inputMeta.orientation).toBe(6);

    const res = await upload(alice.headers, photoForm(input));
    expect(res.status).toBe(200);
    const { user } = await res.json();
    const stored = await fs.readFile(storedFile(user.image));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PetCam'))).toBe(false);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 60, height: 120 });
  });

  it('scales big pictures down to 1024 px and keeps transparency as WebP', async () => {
    const alice = await seedUser(server.ctx);
    const big = await upload(
      alice.headers,
      photoForm(await picture({ width: 2048, height: 1024, format: 'png' }), { type: 'image/png', filename: 'a.png' }),
    );
    expect(big.status).toBe(200);
    const bigMeta = await sharp(await fs.readFile(storedFile((await big.json()).user.image))).metadata();
    expect(bigMeta).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });

    const transparent = await upload(
      alice.headers,
      photoForm(await picture({ format: 'png', alpha: true }), { type: 'image/png', filename: 'b.png' }),
    );
    expect(transparent.status).toBe(200);
    const { user } = await transparent.json();
    expect(user.image).toMatch(/\.webp$/);
    const meta = await sharp(await fs.readFile(storedFile(user.image))).metadata();
    expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });
  });

  it('accepts WebP and GIF by content, whatever the file is called', async () => {
    const alice = await seedUser(server.ctx);
    for (const format of ['webp', 'gif'] as const) {
      const res = await upload(
        alice.headers,
        photoForm(await picture({ format }), { filename: 'holiday.txt', type: 'application/octet-stream' }),
      );
      expect(res.status).toBe(200);
    }
  });

  it('replacing a photo removes the old file', async () => {
    const alice = await seedUser(server.ctx);
    const first = (await (await upload(alice.headers, photoForm(await picture()))).json()).user.image as string;
    expect(await fileExists(storedFile(first))).toBe(true);
    const second = (await (await upload(alice.headers, photoForm(await picture({ width: 30, height: 30 })))).json())
      .user.image as string;
    expect(second).not.toBe(first);
    expect(await fileExists(storedFile(first))).toBe(false);
    expect(await fileExists(storedFile(second))).toBe(true);
    expect((await fetch(`${server.url}${first}`)).status).toBe(404);
  });

  it('DELETE /delete-photo clears the image and removes the file', async () => {
    const alice = await seedUser(server.ctx);
    const image = (await (await upload(alice.headers, photoForm(await picture()))).json()).user.image as string;
    const res = await server.api('/delete-photo', { method: 'DELETE', headers: alice.headers });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.image).toBeNull();
    expect(await imageOf(alice.user.id)).toBeNull();
    expect(await fileExists(storedFile(image))).toBe(false);

    const again = await server.api('/delete-photo', { method: 'DELETE', headers: alice.headers });
    expect(again.status).toBe(200);
    expect((await again.json()).user.image).toBeNull();
  });

  describe('refuses anything that is not a picture, storing nothing', () => {
    const cases: Array<[string, () => Promise<FormData>]> = [
      [
        'a text file named .jpg',
        async () =>
          photoForm(Buffer.from('just some text, not a picture'), { filename: 'cat.jpg', type: 'image/jpeg' }),
      ],
      [
        'an SVG sent as image/png',
        async () =>
          photoForm(
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
            ),
            { filename: 'x.png', type: 'image/png' },
          ),
      ],
      [
        'an HTML page sent as image/png',
        async () =>
          photoForm(Buffer.from('<!doctype html><script>alert(1)</script>'), { filename: 'x.png', type: 'image/png' }),
      ],
      [
        'a JPEG signature followed by garbage',
        async () =>
          photoForm(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage'.repeat(50))])),
      ],
      [
        'a PNG signature on a JPEG body',
        async () =>
          photoForm(
            Buffer.concat([
              Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
              (await picture()).subarray(8),
            ]),
          ),
      ],
      [
        'a TIFF picture (not an accepted format)',
        async () =>
          photoForm(
            await sharp(await picture())
              .tiff()
              .toBuffer(),
            { filename: 'a.jpg' },
          ),
      ],
      ['an empty file', async () => photoForm(Buffer.alloc(0))],
    ];
    for (const [label, form] of cases) {
      it(`422 for ${label}`, async () => {
        const alice = await seedUser(server.ctx);
        const before = await listFiles(mediaRoot);
        const res = await upload(alice.headers, await form());
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ message: PROFILE_MESSAGES.photoUnsupported });
        expect(await listFiles(mediaRoot)).toEqual(before);
        expect(await imageOf(alice.user.id)).toBeNull();
      });
    }

    it('422 when the multipart body has no image field', async () => {
      const alice = await seedUser(server.ctx);
      const before = await listFiles(mediaRoot);
      const res = await upload(alice.headers, photoForm(await picture(), { field: 'avatar' }));
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ message: PROFILE_MESSAGES.photoMissing });
      expect(await listFiles(mediaRoot)).toEqual(before);
    });

    it('422 for a picture of more than 40 megapixels (decompression bomb)', async () => {
      const alice = await seedUser(server.ctx);
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
      const res = await upload(alice.headers, photoForm(bomb, { type: 'image/png' }));
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe(PROFILE_MESSAGES.photoTooManyPixels);
      expect(await imageOf(alice.user.id)).toBeNull();
    });

    it('413 for a file over 5 MB, and the previous photo stays', async () => {
      const alice = await seedUser(server.ctx);
      const kept = (await (await upload(alice.headers, photoForm(await picture()))).json()).user.image as string;
      const before = await listFiles(mediaRoot);
      // A real JPEG header followed by padding: big because of its size, not because it is junk.
      const big = Buffer.concat([await picture(), Buffer.alloc(PHOTO_MAX_BYTES + 1024, 0x20)]);
      const res = await upload(alice.headers, photoForm(big));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: PROFILE_MESSAGES.photoTooLarge });
      expect(await listFiles(mediaRoot)).toEqual(before);
      expect(await imageOf(alice.user.id)).toBe(kept);
    });
  });

  it("only ever touches the caller's own photo", async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const bobImage = (await (await upload(bob.headers, photoForm(await picture()))).json()).user.image as string;
    const aliceRes = await upload(alice.headers, photoForm(await picture()));
    expect((await aliceRes.json()).user.id).toBe(alice.user.id);
    const del = await server.api('/delete-photo', { method: 'DELETE', headers: alice.headers });
    expect((await del.json()).user.id).toBe(alice.user.id);
    expect(await imageOf(bob.user.id)).toBe(bobImage);
    expect(await fileExists(storedFile(bobImage))).toBe(true);
  });

  it('401 without a token and 403 for an unverified user, storing nothing', async () => {
    const before = await listFiles(mediaRoot);
    expect((await upload({}, photoForm(await picture()))).status).toBe(401);
    expect((await server.api('/delete-photo', { method: 'DELETE' })).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false });
    expect((await upload(unverified.headers, photoForm(await picture()))).status).toBe(403);
    expect(await listFiles(mediaRoot)).toEqual(before);
  });

  it('serves breed pictures from /media/breeds/ next to the photos', async () => {
    const assets = path.resolve(import.meta.dirname, '../../../server/assets/breeds');
    const [first] = (await fs.readdir(assets)).filter((f) => f.endsWith('.svg'));
    expect(first).toMatch(/^[a-z0-9-]+\.svg$/);
    const res = await fetch(`${server.url}/media/breeds/${first}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${server.url}/media/photos/missing.jpg`)).status).toBe(404);
  });
});
