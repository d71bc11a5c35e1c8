import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createIceDirectory, parseIceServers, turnCredentials } from '../../../server/modules/peer/ice';
import { seedUser } from '../support/users';
import { type ChatTestServer, call, startChatServer } from './support';

describe('TURN credentials (coturn REST scheme)', () => {
  it('computes username = expiry:userId and credential = base64(HMAC-SHA1(secret, username))', () => {
    // Reference value from: printf '1700086400:42' | openssl dgst -sha1 -hmac north-pole-secret -binary | base64
    expect(turnCredentials('north-pole-secret', 42, 1_700_000_000_000, 86_400)).toEqual({
      username: '1700086400:42',
      credential: 'DnxyObK4mNBDw7lLjBx7G0h2epM=',
    });
  });

  it('rejects malformed ICE_SERVERS and TURN_SECRET without TURN_URLS at start', () => {
    expect(() => parseIceServers('not json')).toThrow(/ICE_SERVERS/);
    expect(() => parseIceServers('[{"url": "stun:x"}]')).toThrow(/ICE_SERVERS/);
    expect(parseIceServers('')).toEqual([]);
    expect(() => createIceDirectory(loadConfig({ TURN_SECRET: 's' }))).toThrow(/TURN_URLS/);
  });

  it('takes ICE_TRANSPORT_POLICY all (default) or relay, and relay only with a TURN server', () => {
    expect(loadConfig({}).iceTransportPolicy).toBe('all');
    expect(() => loadConfig({ ICE_TRANSPORT_POLICY: 'direct' })).toThrow(/ICE_TRANSPORT_POLICY/);
    expect(() => createIceDirectory(loadConfig({ ICE_TRANSPORT_POLICY: 'relay' }))).toThrow(/needs a TURN server/);
    expect(() =>
      createIceDirectory(loadConfig({ ICE_TRANSPORT_POLICY: 'relay', ICE_SERVERS: '[{"urls":"stun:s.example"}]' })),
    ).toThrow(/needs a TURN server/);
    const relay = { ICE_TRANSPORT_POLICY: 'relay', TURN_SECRET: 's', TURN_URLS: 'turn:t.example:3478' };
    expect(createIceDirectory(loadConfig(relay)).transportPolicy).toBe('relay');
    const staticTurn = {
      ICE_TRANSPORT_POLICY: 'relay',
      ICE_SERVERS: '[{"urls":["turn:t.example"],"username":"u","credential":"c"}]',
    };
    expect(createIceDirectory(loadConfig(staticTurn)).transportPolicy).toBe('relay');
  });
});

describe('ICE servers over the API', () => {
  let server: ChatTestServer;
  const stun = { urls: 'stun:stun.example.org:3478' };
  const staticTurn = { urls: ['turn:static.example.org:3478'], username: 'fixed', credential: 'fixed-secret' };

  beforeAll(async () => {
    server = await startChatServer({
      config: {
        iceServers: JSON.stringify([stun, staticTurn]),
        turnSecret: 'north-pole-secret',
        turnUrls: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349?transport=tcp',
        turnTtlSeconds: 3600,
        iceTransportPolicy: 'relay',
      },
    });
  });
  afterAll(() => server.close());

  it('GET /config is public and shows only servers without credentials', async () => {
    const res = await call(server, null, 'GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      realtime: { driver: 'hub' },
      peer: { path: '/peerjs', key: 'peerjs' },
      ice_servers: [stun],
      ice_transport_policy: 'relay',
      media_base: '/media',
      contact_email: 'support@petchat.app',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('GET /peer-credentials gives every server plus TURN credentials made for this user', async () => {
    const user = await seedUser(server.ctx);
    const res = await call(server, user, 'GET', '/peer-credentials');
    expect(res.status).toBe(200);
    const expiry = Math.floor(server.clock.now() / 1000) + 3600;
    const expected = turnCredentials('north-pole-secret', user.user.id, server.clock.now(), 3600);
    expect(expected.username).toBe(`${expiry}:${user.user.id}`);
    expect(res.body.ice_servers).toEqual([
      stun,
      staticTurn,
      { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349?transport=tcp'], ...expected },
    ]);
    expect(res.body.ice_transport_policy).toBe('relay');
  });
});
