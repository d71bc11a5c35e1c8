import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRTH_DATE_MESSAGES, SAFETY_MESSAGES } from '../../../contract/safety';
import { call as accountsCall, signupBody } from '../accounts/support';
import { type ChatTestServer, call, matchUsers, peerCredentials, startChatServer } from '../chat/support';
import { seedUser } from '../support/users';

/** `birth_date` at sign-up, once for older accounts, and random chat for adults only. */
describe('date of birth and adults-only random chat', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer({ config: { matchWaitSeconds: 1 } });
  });
  afterAll(() => server.close());

  it('sign-up refuses a missing, impossible, future or too old date with its message', async () => {
    const cases: Array<[unknown, string]> = [
      [undefined, BIRTH_DATE_MESSAGES.required],
      ['', BIRTH_DATE_MESSAGES.required],
      ['2023-02-30', BIRTH_DATE_MESSAGES.invalid],
      ['15.05.1990', BIRTH_DATE_MESSAGES.invalid],
      ['2999-01-01', BIRTH_DATE_MESSAGES.future],
      ['1850-01-01', BIRTH_DATE_MESSAGES.tooOld],
    ];
    for (const [birth_date, message] of cases) {
      const res = await accountsCall(server, 'POST', '/register', signupBody({ birth_date }));
      expect(res.status, String(birth_date)).toBe(422);
      expect(res.body.errors.birth_date).toEqual([message]);
    }
    const ok = await accountsCall(server, 'POST', '/register', signupBody({ birth_date: '2001-02-03' }));
    expect(ok.status).toBe(201);
    expect(ok.body.user).toMatchObject({ birth_date: '2001-02-03', is_adult: true, under_review: false });
  });

  /** The date of birth of someone who turns `years` on the server's today, plus `days`. */
  const bornYearsAgo = (years: number, days = 0) => {
    const d = server.clock.date();
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it('under 18: 403 on both search routes with the adults-only message; everything else works', async () => {
    const minor = await seedUser(server.ctx, { birthDate: bornYearsAgo(18, 1) });
    const { peer_id } = await peerCredentials(server, minor);
    const post = await call(server, minor, 'POST', '/get-peer-id', { peer_id });
    expect(post).toMatchObject({ status: 403, body: { message: SAFETY_MESSAGES.adultsOnly } });
    const get = await call(server, minor, 'GET', `/users-by-bread?peer_id=${peer_id}`);
    expect(get).toMatchObject({ status: 403, body: { message: SAFETY_MESSAGES.adultsOnly } });
    expect((await call(server, minor, 'GET', '/me')).body.user).toMatchObject({ is_adult: false });
    expect((await call(server, minor, 'GET', '/friends')).status).toBe(200);
  });

  it('18 today may search', async () => {
    const adult = await seedUser(server.ctx, { birthDate: bornYearsAgo(18) });
    const other = await seedUser(server.ctx);
    const [a, b] = [await peerCredentials(server, adult), await peerCredentials(server, other)];
    const { matchId } = await matchUsers(server, adult, a.peer_id, other, b.peer_id);
    expect(matchId).toEqual(expect.any(String));
  });

  it('an account without a date is asked for it once before it can search', async () => {
    const old = await seedUser(server.ctx, { birthDate: null });
    expect((await call(server, old, 'GET', '/me')).body.user.birth_date).toBeNull();
    const { peer_id } = await peerCredentials(server, old);
    expect(await call(server, old, 'POST', '/get-peer-id', { peer_id })).toMatchObject({
      status: 403,
      body: { message: SAFETY_MESSAGES.birthDateNeeded },
    });
    const bad = await call(server, old, 'POST', '/update', { birth_date: '2023-02-30' });
    expect(bad.status).toBe(422);
    const set = await call(server, old, 'POST', '/update', { birth_date: '1988-01-02' });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ birth_date: '1988-01-02', is_adult: true });
    const again = await call(server, old, 'POST', '/update', { birth_date: '2012-01-02' });
    expect(again).toMatchObject({ status: 422, body: { message: BIRTH_DATE_MESSAGES.locked } });
    const other = await seedUser(server.ctx);
    const { matchId } = await matchUsers(server, old, peer_id, other, (await peerCredentials(server, other)).peer_id);
    expect(matchId).toEqual(expect.any(String));
  });
});
