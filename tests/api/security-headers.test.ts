import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { seedUser } from './support/users';

/** Helmet's headers are set once per server (server/http/security-headers.ts) and must reach every answer. */
describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are on success, error and not-found answers alike, the hot search route included', async () => {
    const user = await seedUser(server.ctx);
    const answers = [
      await fetch(`${server.url}/api/health`),
      await fetch(`${server.url}/api/nope`),
      await fetch(`${server.url}/api/me`),
      await fetch(`${server.url}/api/leave-pool`, { method: 'POST', headers: user.headers }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 204]);
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      // Plain HTTP here: HSTS is sent over HTTPS only (tests/api/security/exposure.test.ts).
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});

/**
 * Issue 30: a hashed script, stylesheet or font carries only what applies to it (nosniff, CORP and
 * its caching); the page documents and the service worker script (whose CSP governs the worker)
 * carry the whole set.
 */
describe('security headers of the built app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PetChat</title>');
    await fs.writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    await fs.writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'assets', 'app-1a2b.css'), 'body{}');
    await fs.writeFile(path.join(dist, 'assets', 'logo-1a2b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('are whole on documents, the service worker and an SVG, minimal on hashed scripts and styles', async () => {
    for (const url of ['/login', '/ua/profile', '/sw.js', '/assets/logo-1a2b.svg']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-security-policy'), url).toContain("default-src 'self'");
      expect(res.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
      expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
    // The service worker script keeps its validators: it is revalidated on every visit.
    expect((await fetch(`${server.url}/sw.js`)).headers.get('etag')).not.toBeNull();
    for (const url of ['/assets/app-1a2b.js', '/assets/app-1a2b.css', '/assets/app-1a2b.js?v=1']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), url).toBe('same-origin');
      expect(res.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      // Immutable under its hashed name: no validators either.
      for (const name of ['etag', 'last-modified', 'accept-ranges'])
        expect(res.headers.get(name), `${url} ${name}`).toBeNull();
      for (const name of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
        'referrer-policy',
      ])
        expect(res.headers.get(name), `${url} ${name}`).toBeNull();
    }
  });
});
