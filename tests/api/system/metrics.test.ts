import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEngineError } from '../../../server/metrics/engine-errors';
import { type ChatTestServer, call, peerOnline, startChatServer } from '../chat/support';
import { startTestServer, type TestServer } from '../support/server';
import { seedUser } from '../support/users';

const TOKEN = 'scrape-me-7f3a';

/** The value of one sample of a Prometheus text exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('does not exist, whatever the request carries', async () => {
    for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
      const res = await fetch(`${server.url}/api/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const res = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('refuses a request without the token or with another one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const res = await fetch(`${server.url}/api/metrics`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.text()).not.toContain('petchat_');
    }
    // A user's access token is not the operator's token either.
    const user = await seedUser(server.ctx);
    expect((await fetch(`${server.url}/api/metrics`, { headers: user.headers })).status).toBe(401);
  });

  it('serves the Prometheus text format with every PetChat metric and the process metrics', async () => {
    await fetch(`${server.url}/api/health`);
    const res = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE petchat_searchers_waiting gauge');
    expect(text).toContain('# TYPE petchat_matches_total counter');
    expect(text).toContain('# TYPE petchat_http_request_duration_seconds histogram');
    expect(sample(text, 'petchat_searchers_waiting')).toBe(0);
    expect(sample(text, 'petchat_calls_in_progress', { kind: 'random' })).toBe(0);
    expect(sample(text, 'petchat_calls_in_progress', { kind: 'friend' })).toBe(0);
    expect(sample(text, 'petchat_open_sockets', { endpoint: '/peerjs/peerjs' })).toBe(0);
    expect(sample(text, 'petchat_open_sockets', { endpoint: '/realtime' })).toBe(0);
    expect(sample(text, 'petchat_engine_errors_total', { engine: 'pool' })).toBeGreaterThanOrEqual(0);
    // By route pattern and status class, never the raw URL.
    expect(
      sample(text, 'petchat_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(text).toContain('route="/api/metrics",status_class="4xx"');
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts Redis errors reported through countEngineError', async () => {
    const before = sample(await scrape(), 'petchat_engine_errors_total', { engine: 'redis' }) ?? Number.NaN;
    countEngineError('redis');
    countEngineError('redis');
    expect(sample(await scrape(), 'petchat_engine_errors_total', { engine: 'redis' })).toBe(before + 2);
  });

  it('follows the pool: a searcher waits, a match is made, a call is in progress, sockets are open', async () => {
    const [a, b] = [
      await peerOnline(server, await seedUser(server.ctx)),
      await peerOnline(server, await seedUser(server.ctx)),
    ];
    const waiting = () => scrape().then((t) => sample(t, 'petchat_searchers_waiting'));
    expect(sample(await scrape(), 'petchat_open_sockets', { endpoint: '/peerjs/peerjs' })).toBe(2);

    const search = call(server, a.user, 'POST', '/get-peer-id', { peer_id: a.id });
    await expect.poll(waiting).toBe(1);

    server.clock.advance(1001);
    const found = await call(server, b.user, 'POST', '/get-peer-id', { peer_id: b.id });
    expect(found.status).toBe(200);
    expect((await search).body.match_id).toBe(found.body.match_id);
    const after = await scrape();
    expect(sample(after, 'petchat_searchers_waiting')).toBe(0);
    expect(sample(after, 'petchat_matches_total')).toBe(1);
    expect(sample(after, 'petchat_calls_in_progress', { kind: 'random' })).toBe(1);
    expect(
      sample(after, 'petchat_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/get-peer-id',
        status_class: '2xx',
      }),
    ).toBe(2);

    a.socket.close();
    b.socket.close();
    await expect
      .poll(() => scrape().then((t) => sample(t, 'petchat_open_sockets', { endpoint: '/peerjs/peerjs' })))
      .toBe(0);
  });
});
