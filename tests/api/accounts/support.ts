import { expect } from 'vitest';
import type { LoginResponse, OutboxMail } from '../../../contract/user';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server';

/** A clock the test moves by hand; the server reads it through ctx.now. Starts at real time, so JWT expiry (real time) agrees. */
export class TestClock {
  constructor(public t = Date.now()) {}
  readonly now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

export interface AccountsServer extends TestServer {
  clock: TestClock;
}

/** The real server with a movable clock and the per-IP limit out of the way (tested on its own). */
export async function startAccountsServer(opts: TestServerOptions = {}): Promise<AccountsServer> {
  const clock = new TestClock();
  const server = await startTestServer({
    ...opts,
    config: { authRateLimitPerMinute: 100_000, ...opts.config },
    overrides: { now: clock.now, ...opts.overrides },
  });
  return { ...server, clock };
}

// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies of many shapes.
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** Value of the refresh cookie set by this response ('' when it was cleared), undefined if untouched. */
  refreshCookie: string | undefined;
  setCookie: string[];
}

export interface RequestOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: see ApiResponse.
export async function call<T = any>(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie !== undefined) headers.cookie = `petchat_refresh=${opts.cookie}`;
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie();
  const refresh = setCookie.find((c) => c.startsWith('petchat_refresh='));
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    headers: res.headers,
    refreshCookie:
      refresh === undefined ? undefined : decodeURIComponent(refresh.slice('petchat_refresh='.length).split(';')[0]),
    setCookie,
  };
}

let counter = 0;

export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Olena',
    phone: '+380 50 123 45 67',
    email: `olena.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'kiwi-and-mango-8',
    pet_name: 'Kiwi',
    pet_breed: 1,
    pet_gender: 'girl',
    birth_date: '1990-05-14',
    email_subscription: true,
    ...overrides,
  };
}

export async function outbox(server: TestServer, to?: string): Promise<OutboxMail[]> {
  const res = await call<OutboxMail[]>(server, 'GET', `/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** The code of the newest verification mail to `email`. */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  const [mail] = await outbox(server, email);
  const match = /\b([A-Z0-9]{6})\b/.exec(mail?.text.split('\n').find((l) => /^\s{4}\S/.test(l)) ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

export interface SignedUp {
  email: string;
  password: string;
  accessToken: string;
  refreshCookie: string;
  user: LoginResponse['user'];
}

/** Registers and logs in (as the client does right after sign-up); verified when asked. */
export async function signUpAndLogin(
  server: TestServer,
  opts: { verify?: boolean; body?: Record<string, unknown> } = {},
): Promise<SignedUp> {
  const body = signupBody(opts.body);
  const reg = await call(server, 'POST', '/register', body);
  expect(reg.status).toBe(201);
  const login = await call<LoginResponse>(server, 'POST', '/login', { email: body.email, password: body.password });
  expect(login.status).toBe(200);
  const session: SignedUp = {
    email: body.email as string,
    password: body.password as string,
    accessToken: login.body.access_token,
    refreshCookie: login.refreshCookie ?? '',
    user: login.body.user,
  };
  if (opts.verify) {
    const code = await latestCode(server, session.email);
    const verified = await call(
      server,
      'POST',
      '/verify-email',
      { email: session.email, verification_code: code },
      { token: session.accessToken },
    );
    expect(verified.status).toBe(200);
    session.user = verified.body.user;
  }
  return session;
}
