import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, latestCode, outbox, signupBody, startAccountsServer } from './support';

describe('POST /register', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('creates an unverified account, answers 201 {user} and mails a 6-character code', async () => {
    const body = signupBody({ email: 'Kiwi.Owner@Example.com' });
    const res = await call(server, 'POST', '/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Olena',
        phone: '+380501234567',
        email: 'Kiwi.Owner@Example.com',
        email_verified: false,
        is_subscribed: false,
        image: null,
        pet_name: 'Kiwi',
        pet_gender: 'girl',
        pet_breed: 1,
        breed: { id: 1, name: 'Budgerigar', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgerigar.svg' },
        friends: [],
        trial_ends_at: null,
        subscription_ends_at: null,
        birth_date: '1990-05-14',
        is_adult: true,
        is_moderator: false,
        under_review: false,
      },
    });
    // Registration alone starts no session.
    expect(res.refreshCookie).toBeUndefined();

    const mails = await outbox(server, 'kiwi.owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'Kiwi.Owner@Example.com', subject: 'Your PetChat verification code' });
    const code = await latestCode(server, body.email as string);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(mails[0].text).toContain('Hello, Olena!');
    expect(mails[0].html).toContain(code);
  });

  it('refuses an email that is already taken, whatever its case', async () => {
    const body = signupBody();
    expect((await call(server, 'POST', '/register', body)).status).toBe(201);
    const again = await call(server, 'POST', '/register', {
      ...signupBody(),
      email: (body.email as string).toUpperCase(),
    });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('lets exactly one of two simultaneous sign-ups with one address through', async () => {
    const body = signupBody();
    const results = await Promise.all([
      call(server, 'POST', '/register', body),
      call(server, 'POST', '/register', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('validates every field with the spec messages and creates nothing', async () => {
    const res = await call(server, 'POST', '/register', {
      name: '',
      phone: '',
      email: 'not-an-email',
      password: 'short',
      pet_name: 'x'.repeat(51),
      pet_breed: '',
      pet_gender: 'cat',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['Name is required'],
      phone: ['Phone number is required'],
      email: ['Please, use correct email address'],
      password: ['Password must be at least 8 characters'],
      pet_name: ['Pet name cannot be more than 50 characters'],
      pet_breed: ['Please choose a breed'],
      pet_gender: ['Please choose a gender'],
      birth_date: ['Date of birth is required'],
    });
    expect(await outbox(server, 'not-an-email')).toEqual([]);
  });

  it('names every missing field with its required message', async () => {
    const res = await call(server, 'POST', '/register', {});
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Name is required');
    expect(res.body.errors).toMatchObject({
      name: ['Name is required'],
      phone: ['Phone number is required'],
      email: expect.arrayContaining(['Email is required']),
      password: expect.arrayContaining(['Password is required']),
      pet_name: ['Pet name is required'],
      pet_breed: ['Please choose a breed'],
      pet_gender: ['Please choose a gender'],
      birth_date: ['Date of birth is required'],
    });
  });

  it('refuses a breed that does not exist', async () => {
    const body = signupBody({ pet_breed: 99_999 });
    const res = await call(server, 'POST', '/register', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ pet_breed: ['Please choose a breed'] });
    expect(await outbox(server, body.email as string)).toEqual([]);
  });

  it('writes the mail in Ukrainian for the ua locale, from the body, the language cookie or Accept-Language', async () => {
    const byBody = signupBody({ locale: 'ua' });
    const byCookie = signupBody();
    const byHeader = signupBody();
    expect((await call(server, 'POST', '/register', byBody)).status).toBe(201);
    expect((await call(server, 'POST', '/register', byCookie, { headers: { cookie: 'language=ua' } })).status).toBe(
      201,
    );
    expect(
      (await call(server, 'POST', '/register', byHeader, { headers: { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' } }))
        .status,
    ).toBe(201);
    for (const body of [byBody, byCookie, byHeader]) {
      const [mail] = await outbox(server, body.email as string);
      expect(mail.subject).toBe('Ваш код підтвердження PetChat');
      expect(mail.text).toContain('Вітаємо, Olena!');
      expect(mail.html).toContain('Код дійсний 10 хвилин');
    }
    const english = signupBody();
    await call(server, 'POST', '/register', english, { headers: { 'accept-language': 'en-GB,uk;q=0.5' } });
    expect((await outbox(server, english.email as string))[0].subject).toBe('Your PetChat verification code');
  });

  it('escapes the name in the HTML mail', async () => {
    const body = signupBody({ name: '<b>Evil</b> & co' });
    expect((await call(server, 'POST', '/register', body)).status).toBe(201);
    const [mail] = await outbox(server, body.email as string);
    expect(mail.html).toContain('&lt;b&gt;Evil&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Evil</b>');
    expect(mail.text).toContain('Hello, <b>Evil</b> & co!');
  });
});
