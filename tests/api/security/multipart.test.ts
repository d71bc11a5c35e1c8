import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PROFILE_MESSAGES } from '../../../contract/profile';
import { users } from '../../../server/db/schema/index';
import { listFiles, type ProfileTestServer, photoForm, picture, startProfileServer } from '../profile/support';
import { seedUser } from '../support/users';

/**
 * Issue 9, finding 7: an over-limit photo was cut at 5 MiB by the multipart parser and, in most
 * tries, stored as if nothing happened. Finding 6: a multipart body without a boundary was a 500.
 */
describe('multipart uploads', () => {
  let server: ProfileTestServer;
  let mediaRoot: string;
  beforeAll(async () => {
    server = await startProfileServer();
    mediaRoot = path.join(server.ctx.config.dataDir, 'media');
  });
  afterAll(() => server.close());

  const upload = (headers: Record<string, string>, body: FormData) =>
    server.api('/update', { method: 'POST', headers, body });
  const imageOf = async (userId: number) =>
    (await server.ctx.db.select({ image: users.image }).from(users).where(eq(users.id, userId)))[0]?.image ?? null;

  it('an over-limit photo is 413 in 20 of 20 tries, and nothing is stored', async () => {
    const alice = await seedUser(server.ctx);
    // A valid JPEG followed by padding: cut anywhere after its end, it still decodes.
    const jpeg = await picture();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const over = [1, 7, 100, 4096, 65_537, 1_000_000][i % 6] + i;
      const padded = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES - jpeg.length + over, 0x20)]);
      const res = await upload(alice.headers, photoForm(padded));
      statuses.push(res.status);
      if (res.status === 413) expect(await res.json()).toEqual({ message: PROFILE_MESSAGES.photoTooLarge });
      else await res.arrayBuffer();
    }
    expect(statuses).toEqual(Array(20).fill(413));
    expect(await imageOf(alice.user.id)).toBeNull();
    expect(await listFiles(mediaRoot)).toEqual([]);
  });

  it('a photo of exactly the limit is accepted', async () => {
    const alice = await seedUser(server.ctx);
    const jpeg = await picture();
    const exact = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES - jpeg.length, 0x20)]);
    const res = await upload(alice.headers, photoForm(exact));
    expect(res.status).toBe(200);
    expect(await imageOf(alice.user.id)).not.toBeNull();
  });

  it('a multipart body without a boundary, or with broken framing, is 400 in the error shape', async () => {
    const alice = await seedUser(server.ctx);
    for (const [type, body] of [
      ['multipart/form-data', 'no boundary here'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n',
      ],
    ]) {
      const res = await fetch(`${server.url}/api/update`, {
        method: 'POST',
        headers: { ...alice.headers, 'content-type': type },
        body,
      });
      expect(res.status, type).toBe(400);
      expect(Object.keys(await res.json())).toEqual(['message']);
    }
  });
});
