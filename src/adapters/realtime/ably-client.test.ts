import type { Realtime } from 'ably';
import { describe, expect, it, vi } from 'vitest';
import { type AblyAuth, ablyConnectionOptions } from '../../../contract/realtime';
import { eventually } from '../../../tests/support/eventually';
import { connectAbly } from './ably-client';

const auth: AblyAuth = {
  driver: 'ably',
  token_request: { keyName: 'app.key' },
  channel: 'private-user.7',
  presence_channel: 'presence-friends-chanel',
};

const handlers = { ready: vi.fn(), message: vi.fn(), authError: vi.fn(), closed: vi.fn() };

/** Connects with a stand-in for Ably's Realtime class and answers the options it was built with. */
async function optionsOf(endpoint?: string): Promise<Record<string, unknown>> {
  const built: Record<string, unknown>[] = [];
  class FakeRealtime {
    connection = { on: vi.fn() };
    channels = {
      get: () => ({ subscribe: () => Promise.resolve(), presence: { enter: () => Promise.resolve() } }),
    };
    close = vi.fn();
    constructor(options: Record<string, unknown>) {
      built.push(options);
    }
  }
  const stop = connectAbly(auth, handlers, vi.fn(), {
    loadRealtime: async () => FakeRealtime as unknown as typeof Realtime,
    endpoint,
  });
  await eventually(() => expect(built).toHaveLength(1));
  stop();
  return built[0] as Record<string, unknown>;
}

describe('the Ably client options', () => {
  it('force TLS and keep Ably’s default endpoint when none is configured', async () => {
    const options = await optionsOf('');
    expect(options.tls).toBe(true);
    expect(options).not.toHaveProperty('endpoint');
    expect(options.echoMessages).toBe(false);
    expect(typeof options.authCallback).toBe('function');
  });

  it('connect to the configured endpoint (an EU-only custom endpoint)', async () => {
    const options = await optionsOf('eu');
    expect(options).toMatchObject({ tls: true, endpoint: 'eu' });
  });

  it('are the same for the server’s clients', () => {
    expect(ablyConnectionOptions(undefined)).toEqual({ tls: true });
    expect(ablyConnectionOptions('  ')).toEqual({ tls: true });
    expect(ablyConnectionOptions(' realtime.example.eu ')).toEqual({ tls: true, endpoint: 'realtime.example.eu' });
  });
});
