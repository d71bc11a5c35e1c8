import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../contract/messages';
import { PROFILE_MESSAGES } from '../../../contract/profile';
import { type breeds, chatBreedChoices, users } from '../../../server/db/schema/index';
import { seedUser } from '../support/users';
import { insertBreed, type ProfileTestServer, startProfileServer } from './support';

describe('POST /update (JSON profile) and PATCH /choose-breed', () => {
  let server: ProfileTestServer;
  let breedA: typeof breeds.$inferSelect;
  let breedB: typeof breeds.$inferSelect;
  beforeAll(async () => {
    server = await startProfileServer();
    breedA = await insertBreed(server.ctx, 'Budgerigar test');
    breedB = await insertBreed(server.ctx, 'Corgi test');
  });
  afterAll(() => server.close());

  const valid = () => ({
    pet_name: '  Kesha ',
    name: 'Olena',
    phone: '+380 50 123-45-67',
    pet_breed: breedA.id,
    pet_gender: 'girl',
  });
  const update = (headers: Record<string, string>, json: unknown) =>
    server.api('/update', { method: 'POST', headers, json });
  const rowOf = async (id: number) => (await server.ctx.db.select().from(users).where(eq(users.id, id)))[0];

  it('saves every field and answers with the updated user', async () => {
    const alice = await seedUser(server.ctx);
    const res = await update(alice.headers, valid());
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({
      id: alice.user.id,
      name: 'Olena',
      phone: '+380501234567',
      pet_name: 'Kesha',
      pet_gender: 'girl',
      pet_breed: breedA.id,
      breed: { id: breedA.id, name: breedA.name, name_ua: breedA.nameUa, image: breedA.image },
      email: alice.user.email,
    });
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('passwordHash');
    const row = await rowOf(alice.user.id);
    expect({
      name: row.name,
      phone: row.phone,
      petName: row.petName,
      petGender: row.petGender,
      petBreedId: row.petBreedId,
    }).toEqual({
      name: 'Olena',
      phone: '+380501234567',
      petName: 'Kesha',
      petGender: 'girl',
      petBreedId: breedA.id,
    });
  });

  it('accepts the breed id as a string, as form selects send it', async () => {
    const alice = await seedUser(server.ctx);
    const res = await update(alice.headers, { ...valid(), pet_breed: String(breedB.id) });
    expect(res.status).toBe(200);
    expect((await res.json()).user.pet_breed).toBe(breedB.id);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['empty pet name', { pet_name: '   ' }, 'pet_name', M.petNameRequired],
    ['pet name over 50', { pet_name: 'x'.repeat(51) }, 'pet_name', M.petNameMax],
    ['missing owner name', { name: undefined }, 'name', M.nameRequired],
    ['owner name over 50', { name: 'y'.repeat(51) }, 'name', M.nameMax],
    ['empty phone', { phone: '' }, 'phone', M.phoneRequired],
    ['bad phone', { phone: 'call me' }, 'phone', M.phoneInvalid],
    ['unknown gender', { pet_gender: 'other' }, 'pet_gender', M.genderRequired],
    ['missing gender', { pet_gender: undefined }, 'pet_gender', M.genderRequired],
    ['missing breed', { pet_breed: undefined }, 'pet_breed', M.breedRequired],
    ['unknown breed', { pet_breed: 999_999 }, 'pet_breed', PROFILE_MESSAGES.breedUnknown],
  ];
  for (const [label, patch, field, message] of invalid) {
    it(`422 for ${label}, changing nothing`, async () => {
      const alice = await seedUser(server.ctx);
      const before = await rowOf(alice.user.id);
      const res = await update(alice.headers, { ...valid(), ...patch });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.errors[field]).toContain(message);
      expect(await rowOf(alice.user.id)).toEqual(before);
    });
  }

  it('changes only the caller: the token decides whose profile is saved', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const bobBefore = await rowOf(bob.user.id);
    const res = await update(alice.headers, {
      ...valid(),
      id: bob.user.id,
      user_id: bob.user.id,
      email: 'hijack@example.com',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.id).toBe(alice.user.id);
    expect(await rowOf(bob.user.id)).toEqual(bobBefore);
    expect((await rowOf(alice.user.id)).email).toBe(alice.user.email);
  });

  it('401 without a token, 403 when the email is not verified', async () => {
    expect((await update({}, valid())).status).toBe(401);
    expect((await update({ authorization: 'Bearer nonsense' }, valid())).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false });
    expect((await update(unverified.headers, valid())).status).toBe(403);
  });

  describe('PATCH /choose-breed', () => {
    const choose = (headers: Record<string, string>, json: unknown) =>
      server.api('/choose-breed', { method: 'PATCH', headers, json });
    const choiceOf = async (id: number) =>
      (await server.ctx.db.select().from(chatBreedChoices).where(eq(chatBreedChoices.userId, id)))[0]?.breedId ?? null;

    it('stores the breed chosen for breed chat, and null clears it; the pet keeps its own breed', async () => {
      const alice = await seedUser(server.ctx, { petBreedId: breedA.id });
      const res = await choose(alice.headers, { breed_id: breedB.id });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.breed_id).toBe(breedB.id);
      expect(body.user).toMatchObject({ id: alice.user.id, pet_breed: breedA.id });
      expect(await choiceOf(alice.user.id)).toBe(breedB.id);

      const again = await choose(alice.headers, { breed_id: String(breedA.id) });
      expect((await again.json()).breed_id).toBe(breedA.id);

      const cleared = await choose(alice.headers, { breed_id: null });
      expect(cleared.status).toBe(200);
      expect((await cleared.json()).breed_id).toBeNull();
      expect(await choiceOf(alice.user.id)).toBeNull();
    });

    it('422 for an unknown or malformed breed, keeping the previous choice', async () => {
      const alice = await seedUser(server.ctx);
      await choose(alice.headers, { breed_id: breedA.id });
      for (const breed_id of [999_999, 0, 'abc', undefined]) {
        const res = await choose(alice.headers, { breed_id });
        expect(res.status).toBe(422);
        expect((await res.json()).errors.breed_id).toContain(M.breedRequired);
      }
      expect(await choiceOf(alice.user.id)).toBe(breedA.id);
    });

    it("touches only the caller's choice", async () => {
      const alice = await seedUser(server.ctx);
      const bob = await seedUser(server.ctx);
      await choose(bob.headers, { breed_id: breedA.id });
      await choose(alice.headers, { breed_id: breedB.id, user_id: bob.user.id });
      expect(await choiceOf(bob.user.id)).toBe(breedA.id);
      expect(await choiceOf(alice.user.id)).toBe(breedB.id);
    });

    it('401 without a token', async () => {
      expect((await choose({}, { breed_id: breedA.id })).status).toBe(401);
    });
  });
});
