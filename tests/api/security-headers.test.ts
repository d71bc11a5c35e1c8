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
