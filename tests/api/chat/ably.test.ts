import { createHmac } from 'node:crypto';
import * as Ably from 'ably';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AblyPresenceMessage, AblyRealtime, type AblyRestLike } from '../../../server/adapters/realtime/ably';
import type { AppContext } from '../../../server/context';
import { eventually } from '../../support/eventually';
import { seedUser } from '../support/users';
import { type ChatTestServer, call, peerCredentials, startChatServer } from './support';

const KEY_NAME = 'appid.keyid';
const KEY_SECRET = 'not-a-real-secret';

const silentLog = { error: () => {}, debug: () => {} } as unknown as AppContext['log'];

/** A real Ably REST client for token requests (signed locally, no network) with publishing recorded. */
function recordingRest() {
  const real = new Ably.Rest({ key: `${KEY_NAME}:${KEY_SECRET}` });
  const published: Array<{ channel: string; name: string; data: unknown }> = [];
  const rest: AblyRestLike = {
    auth: { createTokenRequest: (params) => real.auth.createTokenRequest(params) },
    channels: {
      get: (channel) => ({
        publish: async (name, data) => {
          published.push({ channel, name, data });
        },
      }),
    },
  };
  return { rest, published };
}

function fakePresenceFeed() {
  let listener: (m: AblyPresenceMessage) => void = () => {};
  return {
    feed: {
      subscribe: (l: (m: AblyPresenceMessage) => void) => {
        listener = l;
      },
      close: vi.fn(),
    },
    emit: (m: AblyPresenceMessage) => listener(m),
  };
}

describe('Ably realtime adapter', () => {
  it('signs a token request that limits the user to their own channel and presence', async () => {
    const { rest } = recordingRest();
    const adapter = new AblyRealtime(rest, null, { log: silentLog, tokenTtlMs: 3600_000 });
    const auth = await adapter.authorize(5);
    expect(auth.driver).toBe('ably');
    expect(auth.channel).toBe('private-user.5');
    expect(auth.presence_channel).toBe('presence-friends-chanel');
    const tr = auth.token_request as Record<string, string | number>;
    expect(tr.keyName).toBe(KEY_NAME);
    expect(tr.clientId).toBe('5');
    expect(tr.ttl).toBe(3600_000);
    expect(JSON.parse(String(tr.capability))).toEqual({
      'private-user.5': ['subscribe'],
      'presence-friends-chanel': ['presence'],
    });
    // The MAC is Ably's HMAC-SHA256 over the request fields: Ably will honour exactly these limits.
    const text = [tr.keyName, tr.ttl, tr.capability, tr.clientId, tr.timestamp, tr.nonce, ''].join('\n');
    expect(tr.mac).toBe(createHmac('sha256', KEY_SECRET).update(text).digest('base64'));
    expect(JSON.stringify(auth)).not.toContain(KEY_SECRET);
  });

  it('publishes to the recipient’s private channel with the event name', async () => {
    const { rest, published } = recordingRest();
    const adapter = new AblyRealtime(rest, null, { log: silentLog, tokenTtlMs: 60_000 });
    await adapter.publish(7, 'video-chat', 'VideochatChanel', { type: 'andCall', from: 3, to: 7, match_id: null });
    expect(published).toEqual([
      { channel: 'private-user.7', name: 'VideochatChanel', data: { type: 'andCall', from: 3, to: 7, match_id: null } },
    ]);
  });

  it('tracks presence per user across several connections', async () => {
    const { rest } = recordingRest();
    const presence = fakePresenceFeed();
    const adapter = new AblyRealtime(rest, presence.feed, { log: silentLog, tokenTtlMs: 60_000 });
    const changes: Array<[number, boolean]> = [];
    adapter.onPresence((id, online) => changes.push([id, online]));
    presence.emit({ action: 'present', clientId: '4', connectionId: 'c1' });
    presence.emit({ action: 'enter', clientId: '4', connectionId: 'c2' });
    presence.emit({ action: 'enter', clientId: 'petchat-server', connectionId: 's' });
    expect(await adapter.isOnline(4)).toBe(true);
    presence.emit({ action: 'leave', clientId: '4', connectionId: 'c1' });
    expect(await adapter.isOnline(4)).toBe(true);
    presence.emit({ action: 'leave', clientId: '4', connectionId: 'c2' });
    expect(await adapter.isOnline(4)).toBe(false);
    expect(changes).toEqual([
      [4, true],
      [4, false],
    ]);
    await adapter.close();
    expect(presence.feed.close).toHaveBeenCalled();
  });
});

describe('the server with the Ably driver', () => {
  let server: ChatTestServer;
  let published: Array<{ channel: string; name: string; data: unknown }>;

  beforeAll(async () => {
    const recording = recordingRest();
    published = recording.published;
    server = await startChatServer({
      overrides: { realtime: new AblyRealtime(recording.rest, null, { log: silentLog, tokenTtlMs: 3600_000 }) },
    });
  });
  afterAll(() => server.close());

  it('answers /broadcasting/auth with a token request for the signed-in user and names the driver in /config', async () => {
    const user = await seedUser(server.ctx);
    const res = await call(server, user, 'POST', '/broadcasting/auth');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      driver: 'ably',
      channel: `private-user.${user.user.id}`,
      token_request: { clientId: String(user.user.id) },
    });
    expect((await call(server, null, 'GET', '/config')).body.realtime).toEqual({ driver: 'ably' });
  });

  it('sends andCall to the recipient’s channel only', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    await peerCredentials(server, a);
    await peerCredentials(server, b);
    const waiting = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    await waiting;
    published.length = 0;
    expect((await call(server, b, 'POST', '/end-call', { to: a.user.id })).status).toBe(204);
    expect(published).toEqual([
      {
        channel: `private-user.${a.user.id}`,
        name: 'VideochatChanel',
        data: { type: 'andCall', from: b.user.id, to: a.user.id, match_id: found.body.match_id },
      },
    ]);
  });
});
