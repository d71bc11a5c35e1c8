import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsServer,
  type ApiResponse,
  call,
  latestCode,
  outbox,
  signupBody,
  startAccountsServer,
} from './support';

/** Keys that would carry a secret; `access_token` is the one token a response hands out on purpose. */
const SECRET_KEY = /password|hash|secret|code|cookie|refresh|^token$|card/i;

/** Secret-looking keys in a body. `errors` is skipped: its keys name the input fields that failed. */
function secretKeys(value: unknown, path = ''): string[] {
  if (path === '.errors') return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => secretKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_KEY.test(k) && k !== 'access_token' ? [`${path}.${k}`] : []),
      ...secretKeys(v, `${path}.${k}`),
    ]);
  }
  return [];
}

describe('no secret in responses or logs', () => {
  let server: AccountsServer;
  const lines: string[] = [];
  const responses: ApiResponse[] = [];
  const secrets: Record<string, string> = {};
  let code = '';

  beforeAll(async () => {
    server = await startAccountsServer({
      config: { logLevel: 'trace' },
      loggerStream: { write: (line) => lines.push(line) },
    });
    const record = async (res: Promise<ApiResponse>) => {
      const r = await res;
      responses.push(r);
      return r;
    };

    // The whole account lifecycle, including its failures.
    const body = signupBody({ password: 'Sup3r-Secret-Passw0rd' });
    secrets.password = body.password as string;
    await record(call(server, 'POST', '/register', body));
    await record(call(server, 'POST', '/register', body));
    await record(call(server, 'POST', '/login', { email: body.email, password: 'Wrong-Passw0rd-123' }));
    const login = await record(call(server, 'POST', '/login', { email: body.email, password: body.password }));
    secrets.access = login.body.access_token;
    secrets.refresh = login.refreshCookie ?? '';
    code = await latestCode(server, body.email as string);
    const headers = { token: secrets.access };
    await record(
      call(
        server,
        'POST',
        '/verify-email',
        { email: body.email, verification_code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' },
        headers,
      ),
    );
    await record(call(server, 'POST', '/verify-email', { email: body.email, verification_code: code }, headers));
    await record(call(server, 'GET', '/me', undefined, headers));
    await record(call(server, 'PUT', '/ping', undefined, headers));
    const refreshed = await record(call(server, 'POST', '/refresh', undefined, { cookie: secrets.refresh }));
    secrets.refreshed = refreshed.refreshCookie ?? '';
    secrets.access2 = refreshed.body.access_token;
    await record(call(server, 'POST', '/refresh', undefined, { cookie: secrets.refresh }));
    await record(call(server, 'POST', '/forgot-password', { email: body.email }));
    const [mail] = await outbox(server, body.email as string);
    secrets.reset = new URL(/(http\S+)/.exec(mail.text)?.[1] ?? 'http://x').searchParams.get('token') ?? '';
    // The browser opens the mailed link: the SPA page is requested from this server too.
    await fetch(`${server.url}/ua/password-reset?token=${encodeURIComponent(secrets.reset)}&x=1`);
    secrets.newPassword = 'An0ther-Secret-Passw0rd';
    await record(
      call(server, 'POST', '/reset-password', {
        token: secrets.reset,
        password: secrets.newPassword,
        password_confirmation: 'mismatch-123456',
      }),
    );
    await record(
      call(server, 'POST', '/reset-password', {
        token: secrets.reset,
        password: secrets.newPassword,
        password_confirmation: secrets.newPassword,
      }),
    );
    await record(
      call(server, 'POST', '/reset-password', {
        token: secrets.reset,
        password: secrets.newPassword,
        password_confirmation: secrets.newPassword,
      }),
    );
    const again = await record(call(server, 'POST', '/login', { email: body.email, password: secrets.newPassword }));
    await record(
      call(server, 'POST', '/logout', undefined, { token: again.body.access_token, cookie: again.refreshCookie }),
    );
  });
  afterAll(() => server.close());

  it('went through the flow it claims to', () => {
    expect(responses.map((r) => r.status)).toEqual([
      201, 422, 422, 200, 401, 200, 200, 204, 200, 401, 200, 422, 200, 422, 200, 204,
    ]);
    expect(Object.values(secrets).every((s) => s.length >= 8)).toBe(true);
    expect(lines.length).toBeGreaterThan(20);
  });

  it('never puts a secret field or value in a response body', () => {
    for (const res of responses) {
      expect(secretKeys(res.body)).toEqual([]);
      const text = JSON.stringify(res.body ?? '');
      for (const secret of [
        secrets.password,
        secrets.newPassword,
        secrets.refresh,
        secrets.refreshed,
        secrets.reset,
        code,
        '$argon2',
      ])
        expect(text).not.toContain(secret);
    }
  });

  it('never writes a password, token, hash or cookie to the log; the code only in the dev-outbox line', () => {
    for (const line of lines) {
      for (const [name, secret] of Object.entries(secrets)) expect(line, `${name} leaked`).not.toContain(secret);
      expect(line).not.toContain('$argon2');
      expect(line).not.toContain('petchat_refresh=');
      if (line.includes(code)) expect(JSON.parse(line)).toMatchObject({ msg: 'verification code (dev outbox)', code });
    }
    expect(lines.filter((l) => l.includes(code))).toHaveLength(1);
    // The reset page request is still logged, with the token blanked out.
    expect(lines.some((l) => l.includes('/ua/password-reset?token=%5BRedacted%5D&x=1'))).toBe(true);
  });
});

describe('verified-only endpoints', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({
      // A probe route behind the same guard every verified-only endpoint uses.
      setup: (app, ctx) => {
        app.get('/api/probe/verified-only', { preHandler: ctx.guards.verified }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => server.close());

  it('answer 403 to an unverified user, 200 once verified, 401 without a token', async () => {
    const body = signupBody();
    await call(server, 'POST', '/register', body);
    const login = await call(server, 'POST', '/login', { email: body.email, password: body.password });
    const token = login.body.access_token;
    const before = await call(server, 'GET', '/probe/verified-only', undefined, { token });
    expect(before.status).toBe(403);
    expect(before.body).toEqual({ message: 'Your email address is not verified.', code: 'not_verified' });

    // Everything an unverified user needs stays open to them.
    expect((await call(server, 'GET', '/me', undefined, { token })).status).toBe(200);
    expect((await call(server, 'PUT', '/ping', undefined, { token })).status).toBe(204);
    expect((await call(server, 'POST', '/add-online', undefined, { token })).status).toBe(204);
    server.clock.advance(120_000);
    expect((await call(server, 'POST', '/resend-verify-code', { email: body.email }, { token })).status).toBe(200);
    const code = await latestCode(server, body.email as string);
    expect(
      (await call(server, 'POST', '/verify-email', { email: body.email, verification_code: code }, { token })).status,
    ).toBe(200);

    expect((await call(server, 'GET', '/probe/verified-only', undefined, { token })).status).toBe(200);
    expect((await call(server, 'GET', '/probe/verified-only')).status).toBe(401);
  });
});
