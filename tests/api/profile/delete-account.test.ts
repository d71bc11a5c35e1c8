import path from 'node:path';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, refreshTokens, users, verificationCodes } from '../../../server/db/schema/index';
import { videoKey } from '../../../server/modules/media/keys';
import { seedUser } from '../support/users';
import { extraSession, fileExists, type ProfileTestServer, photoForm, picture, startProfileServer } from './support';

describe('DELETE /delete-profile', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(() => server.close());

  const remove = (headers: Record<string, string>) => server.api('/delete-profile', { method: 'DELETE', headers });
  const dataFile = (...parts: string[]) => path.join(server.ctx.config.dataDir, ...parts);
  const uploadPhoto = async (headers: Record<string, string>) =>
    (await (await server.api('/update', { method: 'POST', headers, body: photoForm(await picture()) })).json()).user
      .image as string;

  it('deletes the user, answers with their last view, and revokes every session', async () => {
    const alice = await seedUser(server.ctx);
    const phone = await extraSession(server.ctx, alice.user.id);
    const res = await remove(alice.headers);
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({ id: alice.user.id, email: alice.user.email, name: alice.user.name });
    expect(user).not.toHaveProperty('passwordHash');

    expect(await server.ctx.db.select().from(users).where(eq(users.id, alice.user.id))).toEqual([]);
    expect(await server.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, alice.user.id))).toEqual([]);
    expect((await remove(alice.headers)).status).toBe(401);
    expect(
      (await server.api('/choose-breed', { method: 'PATCH', headers: phone.headers, json: { breed_id: null } })).status,
    ).toBe(401);
  });

  it('frees the email for a new sign-up', async () => {
    const alice = await seedUser(server.ctx);
    await remove(alice.headers);
    const again = await seedUser(server.ctx, { email: alice.user.email });
    expect(again.user.email).toBe(alice.user.email);
    expect(again.user.id).not.toBe(alice.user.id);
  });

  it("removes the user's photo, videos and pending codes, but not other users' files", async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const alicePhoto = await uploadPhoto(alice.headers);
    const bobPhoto = await uploadPhoto(bob.headers);
    const aliceVideo = videoKey(alice.user.id, 'webm');
    const bobVideo = videoKey(bob.user.id, 'webm');
    await server.ctx.storage.put(aliceVideo, Buffer.from('alice video'), 'video/webm');
    await server.ctx.storage.put(bobVideo, Buffer.from('bob video'), 'video/webm');
    await server.api('/update-email', {
      method: 'PATCH',
      headers: alice.headers,
      json: { email: `moving.${Date.now()}@example.org` },
    });
    expect(
      (await server.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, alice.user.id))).length,
    ).toBe(1);

    expect((await remove(alice.headers)).status).toBe(200);

    expect(await fileExists(dataFile('media', alicePhoto.replace('/media/', '')))).toBe(false);
    expect(await fileExists(dataFile('media-private', aliceVideo.replace('private/', '')))).toBe(false);
    expect(await fileExists(dataFile('media', bobPhoto.replace('/media/', '')))).toBe(true);
    expect(await fileExists(dataFile('media-private', bobVideo.replace('private/', '')))).toBe(true);
    expect(
      await server.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, alice.user.id)),
    ).toEqual([]);
  });

  it('ends friendships both ways', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    await server.ctx.db.insert(friendships).values([
      { userId: alice.user.id, friendId: bob.user.id },
      { userId: bob.user.id, friendId: alice.user.id },
    ]);
    await remove(alice.headers);
    const left = await server.ctx.db
      .select()
      .from(friendships)
      .where(or(eq(friendships.userId, alice.user.id), eq(friendships.friendId, alice.user.id)));
    expect(left).toEqual([]);
  });

  it('keeps reports against the deleted user for moderation', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    await server.ctx.database.exec(
      'INSERT INTO reports (reporter_id, target_id, target_name, topic, details) VALUES ($1, $2, $3, $4, $5)',
      [bob.user.id, alice.user.id, alice.user.name, 'Inappropriate behaviour', 'Rude to my parrot'],
    );
    expect((await remove(alice.headers)).status).toBe(200);
    const rows = await server.ctx.database.exec('SELECT target_id, target_name FROM reports WHERE target_id = $1', [
      alice.user.id,
    ]);
    expect(rows).toEqual([{ target_id: alice.user.id, target_name: alice.user.name }]);
  });

  it('deletes only the caller, never another account', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const res = await server.api('/delete-profile', {
      method: 'DELETE',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: bob.user.id }),
    });
    expect((await res.json()).user.id).toBe(alice.user.id);
    expect(await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, bob.user.id))).toEqual([
      { id: bob.user.id },
    ]);
    expect(
      (await server.api('/choose-breed', { method: 'PATCH', headers: bob.headers, json: { breed_id: null } })).status,
    ).toBe(200);
  });

  it('401 without a token, 403 when unverified (the account stays)', async () => {
    expect((await remove({})).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false });
    expect((await remove(unverified.headers)).status).toBe(403);
    expect((await server.ctx.db.select().from(users).where(eq(users.id, unverified.user.id))).length).toBe(1);
  });
});
