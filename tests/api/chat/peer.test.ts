import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ID_RE } from '../../../contract/chat';
import { refreshTokens } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { type SeededUser, seedUser } from '../support/users';
import {
  type ChatTestServer,
  call,
  matchUsers,
  peerCredentials,
  QueuedSocket,
  startChatServer,
  wsUrl,
} from './support';

type PeerMessage = { type: string; src?: string; dst?: string; payload?: unknown };

describe('PeerJS signalling with issued peer ids', () => {
  let server: ChatTestServer;
  let alice: SeededUser;
  let bob: SeededUser;

  beforeAll(async () => {
    server = await startChatServer({ config: { peerCredentialTtlHours: 1 } });
    alice = await seedUser(server.ctx);
    bob = await seedUser(server.ctx);
  });
  afterAll(() => server.close());

  const peerSocket = (query: string) => new QueuedSocket(wsUrl(server, `/peerjs/peerjs?${query}`));
  const connect = (id: string, token: string) => peerSocket(`key=peerjs&id=${id}&token=${encodeURIComponent(token)}`);

  async function expectRefused(socket: QueuedSocket, msg = 'Invalid token provided') {
    expect(await socket.next<PeerMessage>()).toEqual({ type: 'ERROR', payload: { msg } });
    await socket.closed;
  }

  it('issues an unguessable id, a secret token, the ICE servers and the path', async () => {
    const res = await call(server, alice, 'GET', '/peer-credentials');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual([
      'ice_servers',
      'ice_transport_policy',
      'peer_id',
      'peer_path',
      'peer_token',
    ]);
    expect(res.body.peer_id).toMatch(PEER_ID_RE);
    expect(res.body.peer_token.length).toBeGreaterThanOrEqual(32);
    expect(res.body.peer_path).toBe('/peerjs');
    expect(res.body.ice_servers).toEqual([]);
    expect(res.body.ice_transport_policy).toBe('all');
  });

  it('gives a new id on every request, so a reloaded page never meets its old id', async () => {
    const first = await peerCredentials(server, alice);
    const second = await peerCredentials(server, alice);
    expect(second.peer_id).not.toBe(first.peer_id);
    expect(second.peer_token).not.toBe(first.peer_token);
    // The "old tab" is still connected while the reloaded one registers: both are accepted.
    const oldTab = connect(first.peer_id, first.peer_token);
    expect(await oldTab.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    const reloaded = connect(second.peer_id, second.peer_token);
    expect(await reloaded.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    oldTab.close();
    reloaded.close();
  });

  it('accepts the issued id with its token and relays signalling between two matched peers', async () => {
    const a = await peerCredentials(server, alice);
    const b = await peerCredentials(server, bob);
    // The relay carries signalling within a current match only (tests/api/security/peer-relay.test.ts).
    await matchUsers(server, alice, a.peer_id, bob, b.peer_id);
    const sa = connect(a.peer_id, a.peer_token);
    const sb = connect(b.peer_id, b.peer_token);
    expect(await sa.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    expect(await sb.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    await eventually(() =>
      expect(server.ctx.peers.isOnline(a.peer_id) && server.ctx.peers.isOnline(b.peer_id)).toBe(true),
    );
    // PeerJS stamps the sender's id on relayed messages; a client cannot claim another src.
    sa.send({ type: 'OFFER', src: b.peer_id, dst: b.peer_id, payload: { sdp: 'offer' } });
    expect(await sb.next<PeerMessage>()).toEqual({
      type: 'OFFER',
      src: a.peer_id,
      dst: b.peer_id,
      payload: { sdp: 'offer' },
    });
    sa.close();
    sb.close();
    await eventually(() => expect(server.ctx.peers.isOnline(a.peer_id)).toBe(false));
  });

  it('refuses a wrong token, another user’s id, an id never issued, and a wrong key', async () => {
    const a = await peerCredentials(server, alice);
    const b = await peerCredentials(server, bob);
    await expectRefused(connect(a.peer_id, 'guess'));
    // Bob's own (valid) token does not open Alice's id.
    await expectRefused(connect(a.peer_id, b.peer_token));
    await expectRefused(connect('0123456789abcdef0123456789abcdef', a.peer_token));
    await expectRefused(peerSocket(`key=peerjs&id=${a.peer_id}`));
    await expectRefused(peerSocket(`key=other&id=${a.peer_id}&token=${a.peer_token}`), 'Invalid key provided');
    // Alice's own id still works afterwards: refused attempts did not register it.
    const ok = connect(a.peer_id, a.peer_token);
    expect(await ok.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    ok.close();
  });

  it('refuses an id whose session was revoked (logout)', async () => {
    const carol = await seedUser(server.ctx);
    const creds = await peerCredentials(server, carol);
    await server.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: server.ctx.now() })
      .where(eq(refreshTokens.userId, carol.user.id));
    await expectRefused(connect(creds.peer_id, creds.peer_token));
  });

  it('refuses an expired id', async () => {
    const dave = await seedUser(server.ctx);
    const creds = await peerCredentials(server, dave);
    server.clock.advance(3600_000 + 1);
    await expectRefused(connect(creds.peer_id, creds.peer_token));
  });

  it('lets the same id reconnect (PeerJS reconnect) and closes the stale socket', async () => {
    const creds = await peerCredentials(server, alice);
    const first = connect(creds.peer_id, creds.peer_token);
    expect(await first.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    const second = connect(creds.peer_id, creds.peer_token);
    await second.opened;
    await first.closed;
    expect(server.ctx.peers.isOnline(creds.peer_id)).toBe(true);
    // The new socket carries the id now: messages to it arrive there.
    const b = await peerCredentials(server, bob);
    await matchUsers(server, alice, creds.peer_id, bob, b.peer_id);
    const sb = connect(b.peer_id, b.peer_token);
    expect(await sb.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    sb.send({ type: 'CANDIDATE', dst: creds.peer_id, payload: { candidate: 'c' } });
    expect(await second.next<PeerMessage>()).toMatchObject({ type: 'CANDIDATE', src: b.peer_id });
    second.close();
    sb.close();
  });

  it('answers other WebSocket paths with 404', async () => {
    const socket = new QueuedSocket(wsUrl(server, '/elsewhere'));
    await expect(socket.opened).rejects.toThrow(/404/);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await call(server, null, 'GET', '/peer-credentials')).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false });
    expect((await call(server, unverified, 'GET', '/peer-credentials')).status).toBe(403);
  });
});
