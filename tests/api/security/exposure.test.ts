import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfigFromFile } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSourceMaps } from '../../../scripts/source-maps';
import { type AppConfig, loadConfig } from '../../../server/config';
import { cspSources } from '../../../server/http/security-headers';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue 9, finding 11: source maps were served publicly, the CSP allowed any https:/ws: host for
 * connect, image and media sources, HSTS went out over plain HTTP, `HEAD /` was not answered like
 * `GET /`, and errors before routing (431) had another body shape.
 */

async function fakeBuild(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PetChat</title>');
  await fs.writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)\n//# sourceMappingURL=app-1a2b.js.map');
  await fs.writeFile(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  return dist;
}

/** Sends raw bytes and returns the status code and body of the answer. */
function rawRequest(url: string, request: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('in production', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeBuild();
    server = await startTestServer({ config: { nodeEnv: 'production', distDir: dist } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves no source maps, but the scripts', async () => {
    const map = await fetch(`${server.url}/assets/app-1a2b.js.map`);
    expect(map.status).toBe(404);
    expect(await map.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    expect((await fetch(`${server.url}/assets/app-1a2b.js`)).status).toBe(200);
  });

  it('answers HEAD / like GET /, without the body', async () => {
    const get = await fetch(`${server.url}/`);
    const page = await get.text();
    const head = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
    expect(await head.text()).toBe('');
    expect((await fetch(`${server.url}/ua/profile`, { method: 'HEAD' })).status).toBe(200);
  });

  it('lists only its own origin in the CSP: no scheme-wide https:, ws: or wss: sources', async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(directives[name], name).toContain("'self'");
      for (const value of directives[name]) expect(value, `${name} ${value}`).not.toMatch(/^(https?|wss?):$/);
      for (const value of directives[name]) expect(value, `${name} ${value}`).not.toContain('ably');
    }
  });

  it('sends HSTS over HTTPS only', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers 431 and malformed requests in the contract’s error shape', async () => {
    const big = await rawRequest(server.url, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({ message: expect.any(String) });
    const bad = await rawRequest(server.url, 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ message: expect.any(String) });
    const badJson = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(Object.keys(await badJson.json())).toEqual(['message']);
    const badType = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/x-nope' },
      body: 'x',
    });
    expect(badType.status).toBe(415);
    expect(Object.keys(await badType.json())).toEqual(['message']);
  });
});

describe('behind an HTTPS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: true } });
  });
  afterAll(() => server.close());

  it('sends HSTS when the request came over HTTPS', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('source maps outside production (issue 28 item 4: `npm start` sets no NODE_ENV)', () => {
  let dist: string;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    dist = await fakeBuild();
    await fs.writeFile(path.join(dist, 'assets', 'app-1a2b.js.map.br'), 'compressed map');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await fs.rm(dist, { recursive: true, force: true });
  });
  const start = async (config: Partial<AppConfig>) => {
    const server = await startTestServer({ config: { distDir: dist, ...config } });
    servers.push(server);
    return server;
  };

  it('are 404 under `npm start` as it is (no NODE_ENV), compressed twins included', async () => {
    const { nodeEnv, serveSourceMaps } = loadConfig({});
    expect([nodeEnv, serveSourceMaps]).toEqual(['development', false]);
    const server = await start({ nodeEnv, serveSourceMaps });
    const answers = await Promise.all(
      ['app-1a2b.js.map', 'app-1a2b.js.map.br', 'app-1a2b.js.MAP'].map(
        async (file) => (await fetch(`${server.url}/assets/${file}`)).status,
      ),
    );
    expect(answers).toEqual([404, 404, 404]);
    expect((await fetch(`${server.url}/assets/app-1a2b.js`)).status).toBe(200);
  });

  it('are served with SOURCE_MAPS=1 only, whatever NODE_ENV says', async () => {
    expect(loadConfig({}).serveSourceMaps).toBe(false);
    expect(loadConfig({ SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ SOURCE_MAPS: '1', NODE_ENV: 'production' }).serveSourceMaps).toBe(true);
    const { nodeEnv, serveSourceMaps } = loadConfig({ SOURCE_MAPS: '1', NODE_ENV: 'production' });
    const server = await start({ nodeEnv, serveSourceMaps });
    expect((await fetch(`${server.url}/assets/app-1a2b.js.map`)).status).toBe(200);
  });

  it('the build writes hidden maps (no sourceMappingURL) unless SOURCE_MAPS=1', async () => {
    const sourcemapOf = async (env: Record<string, string | undefined>) => {
      const saved = process.env.SOURCE_MAPS;
      if (env.SOURCE_MAPS === undefined) delete process.env.SOURCE_MAPS;
      else process.env.SOURCE_MAPS = env.SOURCE_MAPS;
      try {
        const loaded = await loadConfigFromFile(
          { command: 'build', mode: 'production' },
          path.join(import.meta.dirname, '../../../vite.config.ts'),
          undefined,
          'silent',
        );
        return loaded?.config.build?.sourcemap;
      } finally {
        if (saved === undefined) delete process.env.SOURCE_MAPS;
        else process.env.SOURCE_MAPS = saved;
      }
    };
    expect(await sourcemapOf({})).toBe('hidden');
    expect(await sourcemapOf({ SOURCE_MAPS: '1' })).toBe(true);
    expect(buildSourceMaps({ NODE_ENV: 'production' })).toBe('hidden');
    expect(buildSourceMaps({ NODE_ENV: 'development', SOURCE_MAPS: '0' })).toBe('hidden');
  });
});

describe('CSP sources follow the configured drivers', () => {
  it('adds Ably only with ABLY_API_KEY, and the bucket only with S3', () => {
    const plain = cspSources(loadConfig({ PUBLIC_URL: 'https://petchat.example' }));
    expect(plain).toEqual({ connect: ['wss://petchat.example'], media: [] });
    const ably = cspSources(loadConfig({ PUBLIC_URL: 'https://petchat.example', ABLY_API_KEY: 'app.key:secret' }));
    expect(ably.connect).toContain('wss://*.ably.io');
    expect(ably.connect).toContain('https://*.ably-realtime.com');
    // An Ably custom endpoint on its own domain is allowed too; a routing-policy name is under *.ably.net.
    const custom = { PUBLIC_URL: 'https://petchat.example', ABLY_API_KEY: 'app.key:secret' };
    expect(cspSources(loadConfig({ ...custom, ABLY_ENDPOINT: 'realtime.petchat.eu' })).connect).toContain(
      'wss://realtime.petchat.eu',
    );
    expect(cspSources(loadConfig({ ...custom, ABLY_ENDPOINT: 'eu' })).connect).toEqual(ably.connect);
    const s3 = cspSources(
      loadConfig({ S3_BUCKET: 'pets', S3_REGION: 'eu-central-1', S3_PUBLIC_URL: 'https://cdn.example/media' }),
    );
    expect(s3.media).toEqual(['https://pets.s3.eu-central-1.amazonaws.com', 'https://cdn.example']);
    expect(cspSources(loadConfig({ S3_BUCKET: 'pets', S3_ENDPOINT: 'http://minio:9000' })).media).toEqual([
      'http://minio:9000',
    ]);
  });
});
