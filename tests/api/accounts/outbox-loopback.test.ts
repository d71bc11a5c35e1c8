import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { isLoopbackAddress } from '../../../server/http/loopback-only';
import { outboxExposureWarning } from '../../../server/http/outbox-exposure';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue 9, finding 1: with `npm start` (NODE_ENV unset) anyone who reached the port could ask for
 * a victim's reset link and read it from the dev outbox. The outbox now answers loopback only.
 */
describe('the dev outbox answers this machine only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { nodeEnv: 'development' } });
  });
  afterAll(() => server.close());

  const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('refuses a non-loopback client with the 404 of a missing path', async () => {
    for (const address of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1']) {
      const res = await ask(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it('is not fooled by a forged X-Forwarded-For', async () => {
    const res = await ask('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });

  it('answers loopback clients (IPv4, IPv6, mapped), as the E2E tests and a developer use it', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await ask(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
  });
});

describe('behind a trusted proxy on this machine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { nodeEnv: 'development', trustProxy: true } });
  });
  afterAll(() => server.close());

  it('refuses a remote client the proxy forwards', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('ALLOW_REMOTE_OUTBOX', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { nodeEnv: 'development', allowRemoteOutbox: true } });
  });
  afterAll(() => server.close());

  it('lets a remote client read the outbox only when set explicitly', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });
});

describe('safe development defaults', () => {
  it('listen on loopback unless HOST is set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).allowRemoteOutbox).toBe(false);
    expect(loadConfig({ ALLOW_REMOTE_OUTBOX: '1' }).allowRemoteOutbox).toBe(true);
  });

  it('warn loudly when the outbox is opened to other machines, and only then', () => {
    expect(outboxExposureWarning(loadConfig({}))).toBeNull();
    expect(outboxExposureWarning(loadConfig({ HOST: '0.0.0.0' }))).toBeNull();
    expect(outboxExposureWarning(loadConfig({ HOST: '0.0.0.0', ALLOW_REMOTE_OUTBOX: '1' }))).toMatch(
      /ANY MACHINE.*\n.*take over any account/s,
    );
    expect(outboxExposureWarning(loadConfig({ NODE_ENV: 'production', ALLOW_REMOTE_OUTBOX: '1' }))).toMatch(
      /ignored in production/,
    );
  });

  it('recognise loopback addresses only', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['0.0.0.0', '10.0.0.1', '::', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined].some(isLoopbackAddress)).toBe(
      false,
    );
  });
});
