import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as P } from '../../../contract/profile';
import { verifyPassword } from '../../auth/passwords';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/index';
import type { MediaStorage } from '../../ports/storage';
import {
  handClock,
  insertSession,
  insertUser,
  memoryDatabase,
  recordingLog,
  recordingMailer,
} from '../../testing/spec-support';
import { createCodeRepository } from '../accounts/code-repository';
import { createCodes } from '../accounts/codes';
import { createBreedsRepository } from '../breeds/repository';
import { videoKey } from '../media/keys';
import { createUsersRepository } from '../users/repository';
import { createProfileRepository } from './repository';
import { createProfileService } from './service';

/** Storage in a map, with public URLs under /media/. */
function memoryStorage(): MediaStorage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async putStream(key, source) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of source) chunks.push(chunk);
      files.set(key, Buffer.concat(chunks));
    },
    async sweepPartial() {},
    async delete(key) {
      files.delete(key);
    },
    async deletePrefix(prefix) {
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
    },
    publicUrl: (key) => `/media/${key}`,
    keyForUrl: (url) => (url.startsWith('/media/') ? url.slice('/media/'.length) : null),
    signedUrl: async (key) => `/media/${key}?signed`,
  };
}

describe('profile service', () => {
  let handle: DatabaseHandle;
  let breedId: number;
  const clock = handClock();
  let png: Buffer;

  beforeAll(async () => {
    handle = await memoryDatabase();
    [{ id: breedId }] = await createBreedsRepository(handle.db).list();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  });
  afterAll(() => handle.close());

  function service() {
    const { db } = handle;
    const storage = memoryStorage();
    const mailer = recordingMailer();
    const events = recordSessionEvents();
    const profile = createProfileService({
      repo: createProfileRepository(db),
      users: createUsersRepository(db),
      codes: createCodes({ repo: createCodeRepository(db), now: clock.now }),
      storage,
      mailer,
      events,
      log: recordingLog(),
      now: clock.now,
    });
    return { profile, storage, mailer, events };
  }

  const row = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0];
  const fields = { name: 'Ann', phone: '+380501112233', pet_name: 'Bim', pet_gender: 'girl' as const };

  it('updates the profile and raises userChanged; an unknown breed changes nothing', async () => {
    const { profile, events } = service();
    const user = await insertUser(handle.db);
    await expect(profile.updateProfile(user, { ...fields, pet_breed: 999_999 })).rejects.toMatchObject({
      statusCode: 422,
      errors: { pet_breed: [P.breedUnknown] },
    });
    expect(events.events).toEqual([]);
    const view = await profile.updateProfile(user, { ...fields, pet_breed: breedId });
    expect(view).toMatchObject({ name: 'Ann', pet_name: 'Bim', pet_breed: breedId });
    expect(events.events).toEqual([{ type: 'userChanged', userId: user.id }]);
  });

  it('stores a re-encoded photo, replaces the previous file, and deletes it again', async () => {
    const { profile, storage, events } = service();
    const user = await insertUser(handle.db);
    const first = await profile.uploadPhoto(user, png);
    expect(first.image).toMatch(new RegExp(`^/media/photos/${user.id}-.+\\.jpg$`));
    const second = await profile.uploadPhoto(user, png);
    expect([...storage.files.keys()]).toEqual([second.image?.slice('/media/'.length)]);
    expect((await profile.deletePhoto(user)).image).toBeNull();
    expect(storage.files.size).toBe(0);
    expect(events.events.map((e) => e.type)).toEqual(['userChanged', 'userChanged', 'userChanged']);
  });

  it('changes the email only with the code mailed to the new address', async () => {
    const { profile, mailer, events } = service();
    const user = await insertUser(handle.db);
    await profile.requestEmailChange(user, 'Fresh.Address@example.com');
    expect(mailer.sent.map((m) => m.to)).toEqual(['Fresh.Address@example.com']);
    expect(events.events).toEqual([]);
    const view = await profile.confirmEmailChange(user, mailer.sent[0].devCode ?? '');
    expect(view.email).toBe('Fresh.Address@example.com');
    expect(events.events).toEqual([{ type: 'userChanged', userId: user.id }]);
  });

  it('withdraws the code when its mail cannot be sent, so the user may ask again at once', async () => {
    const { profile, mailer } = service();
    const user = await insertUser(handle.db);
    mailer.fail = true;
    await expect(profile.requestEmailChange(user, 'x1@example.com')).rejects.toThrow('mail server down');
    mailer.fail = false;
    await profile.requestEmailChange(user, 'x1@example.com');
    expect(mailer.sent).toHaveLength(1);
  });

  it('a password change keeps the calling session and ends every other one', async () => {
    const { profile, events } = service();
    const user = await insertUser(handle.db, { password: 'old secret 1' });
    const here = await insertSession(handle.db, user.id);
    const phone = await insertSession(handle.db, user.id);
    const laptop = await insertSession(handle.db, user.id);
    await expect(
      profile.changePassword({ user, familyId: here.familyId }, { old_password: 'wrong', password: 'new secret 2' }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { old_password: [P.oldPasswordWrong] } });
    expect(events.events).toEqual([]);

    await profile.changePassword(
      { user, familyId: here.familyId },
      { old_password: 'old secret 1', password: 'new secret 2' },
    );
    expect(await verifyPassword((await row(user.id)).passwordHash, 'new secret 2')).toBe(true);
    const ended = events.events.filter((e) => e.type === 'sessionEnded').map((e) => e.familyId);
    expect(ended.sort()).toEqual([phone.familyId, laptop.familyId].sort());
    expect(events.events[0]).toEqual({ type: 'userChanged', userId: user.id });
    const live = await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(live.filter((s) => s.revokedAt === null).map((s) => s.familyId)).toEqual([here.familyId]);
  });

  it('deletes the account with its files and raises userDeleted', async () => {
    const { profile, storage, events } = service();
    const user = await insertUser(handle.db);
    await profile.uploadPhoto(user, png);
    await storage.put(videoKey(user.id, 'webm'), new Uint8Array([1]), 'video/webm');
    const last = await profile.deleteAccount(user);
    expect(last.id).toBe(user.id);
    expect(await row(user.id)).toBeUndefined();
    expect(storage.files.size).toBe(0);
    expect(events.events.at(-1)).toEqual({ type: 'userDeleted', userId: user.id });
  });

  it('chooses a breed for breed chat and back to the general chat', async () => {
    const { profile } = service();
    const user = await insertUser(handle.db);
    expect((await profile.chooseBreed(user, breedId)).breed_id).toBe(breedId);
    expect((await profile.chooseBreed(user, null)).breed_id).toBeNull();
  });
});
