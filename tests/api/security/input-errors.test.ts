import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../contract/messages';
import { users } from '../../../server/db/schema/index';
import { call, signupBody } from '../accounts/support';
import { startTestServer, type TestServer } from '../support/server';
import { seedUser } from '../support/users';

/**
 * Issue 9, finding 6: a NUL in a text field, an id out of the integer range or a multipart body
 * without a boundary gave 500, and the failed query was logged with every parameter (password
 * hash included). Now: 422 naming the field, and logs without values (multipart parser errors: multipart.test.ts).
 */
describe('bad input is the client’s error, and the log keeps no values', () => {
  let server: TestServer;
  const lines: string[] = [];
  const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$do-not-log-this-hash';

  beforeAll(async () => {
    server = await startTestServer({
      config: { logLevel: 'info', authRateLimitPerMinute: 100_000 },
      loggerStream: { write: (line) => void lines.push(line) },
      // A query that fails in the database, with a password hash among its parameters.
      setup: (app, ctx) => {
        app.post('/probe/failing-insert', async () => {
          await ctx.db.insert(users).values({
            name: 'Nul\u0000Name',
            phone: '+380501234567',
            email: 'probe-owner@example.com',
            passwordHash: SECRET_HASH,
            petName: 'Probe',
            petGender: 'boy',
          });
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => server.close());

  const logText = () => lines.join('\n');

  it('control characters in name, email or pet name are 422 with the field', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['name', { name: 'Ole\u0000na' }],
      ['email', { email: 'olena\u0000@example.com' }],
      ['pet_name', { pet_name: 'Ki\u0007wi' }],
      ['name', { name: 'Olena\nAdmin' }],
    ];
    for (const [field, override] of cases) {
      const res = await call(server, 'POST', '/register', signupBody(override));
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], field).toEqual([M.controlCharacters]);
    }
    const login = await call(server, 'POST', '/login', { email: 'a\u0000@example.com', password: 'whatever-1' });
    expect(login.status).toBe(422);
    expect(login.body.errors.email).toEqual([M.controlCharacters]);
  });

  it('ids outside the 32-bit integer range are 422 with the field', async () => {
    for (const pet_breed of [99999999999, 1e308, '99999999999', 2_147_483_648]) {
      const res = await call(server, 'POST', '/register', signupBody({ pet_breed }));
      expect(res.status, String(pet_breed)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['pet_breed']);
    }
    const alice = await seedUser(server.ctx);
    const token = alice.token;
    const choose = await call(server, 'PATCH', '/choose-breed', { breed_id: 1e308 }, { token });
    expect(choose.status).toBe(422);
    expect(Object.keys(choose.body.errors)).toEqual(['breed_id']);
    const report = await call(
      server,
      'POST',
      '/add-report',
      { to_id: 99999999999, to_name: 'X', report_details: 'rude words', report_topic: 'Spam or advertising' },
      { token },
    );
    expect(report.status).toBe(422);
    expect(Object.keys(report.body.errors)).toEqual(['to_id']);
    const details = await call(
      server,
      'POST',
      '/add-report',
      { to_id: 1, to_name: 'X', report_details: 'line one\nline \u0000two', report_topic: 'Spam or advertising' },
      { token },
    );
    expect(details.status).toBe(422);
    expect(details.body.errors.report_details).toEqual([M.controlCharacters]);
  });

  it('none of this logged an error or a submitted value', () => {
    const text = logText();
    expect(text).not.toContain('"level":50');
    expect(text).not.toContain('\\u0000');
    expect(text).not.toContain('99999999999');
    expect(text).not.toContain('olena');
  });

  it('a failing query is logged with its SQL and code, without its parameters', async () => {
    lines.length = 0;
    const res = await fetch(`${server.url}/probe/failing-insert`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server error.' });
    const text = logText();
    expect(text).toContain('"level":50');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('parameters withheld');
    expect(text).not.toContain('do-not-log-this-hash');
    expect(text).not.toContain('probe-owner@example.com');
    expect(text).toContain('"code":"22021"');
  });
});
