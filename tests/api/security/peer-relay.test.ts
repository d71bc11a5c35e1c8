import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, call, matchUsers, peerCredentials, peerOnline, startChatServer } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

type PeerMessage = { type: string; src?: string; dst?: string; payload?: unknown };

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/**
 * Issue 9, findings 2 and 3: any signed-in user could send OFFER/CANDIDATE to any live peer id,
 * an ex-partner kept a channel for 24 h, and messages for absent ids were queued without bound
 * (8,000 × 60 KB from one socket: +510 MB).
 */
describe('PeerJS relays only within a current match', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  const online = (user: SeededUser) => peerOnline(server, user);

  it("a stranger's OFFER never reaches a peer; the partner's does", async () => {
    const alice = await online(await seedUser(server.ctx));
    const bob = await online(await seedUser(server.ctx));
    const carol = await online(await seedUser(server.ctx));
    await matchUsers(server, alice.user, alice.id, bob.user, bob.id);

    carol.socket.send({ type: 'OFFER', dst: bob.id, payload: { sdp: 'from carol' } });
    carol.socket.send({ type: 'CANDIDATE', dst: bob.id, payload: { candidate: 'carol' } });
    alice.socket.send({ type: 'OFFER', dst: bob.id, payload: { sdp: 'from alice' } });
    // Bob's first message is Alice's: Carol's, sent before it, were dropped.
    expect(await bob.socket.next<PeerMessage>()).toEqual({
      type: 'OFFER',
      src: alice.id,
      dst: bob.id,
      payload: { sdp: 'from alice' },
    });
    for (const peer of [alice, bob, carol]) peer.socket.close();
  });

  it("retires a match's channel when it ends: the ex-partner's messages are dropped", async () => {
    const alice = await online(await seedUser(server.ctx));
    const bob = await online(await seedUser(server.ctx));
    const dave = await online(await seedUser(server.ctx));
    await matchUsers(server, alice.user, alice.id, bob.user, bob.id);
    const ended = await call(server, bob.user, 'POST', '/end-call', { to: alice.user.user.id });
    expect(ended.status, JSON.stringify(ended.body)).toBe(204);

    alice.socket.send({ type: 'OFFER', dst: bob.id, payload: { sdp: 'ex-partner' } });
    await matchUsers(server, dave.user, dave.id, bob.user, bob.id);
    dave.socket.send({ type: 'OFFER', dst: bob.id, payload: { sdp: 'new partner' } });
    const first = await bob.socket.next<PeerMessage>();
    expect(first).toMatchObject({ type: 'OFFER', src: dave.id, payload: { sdp: 'new partner' } });
    for (const peer of [alice, bob, dave]) peer.socket.close();
  });

  it('a flood of messages to absent ids keeps memory flat', async () => {
    const alice = await online(await seedUser(server.ctx));
    const bob = await online(await seedUser(server.ctx));
    const partner = await seedUser(server.ctx);
    const absentPartner = await peerCredentials(server, partner);
    await matchUsers(server, alice.user, alice.id, partner, absentPartner.peer_id);

    const before = heapUsed();
    const blob = 'x'.repeat(60 * 1024);
    for (let i = 0; i < 1500; i++) {
      // Random absent ids, and the matched partner's id, which is not connected.
      const dst = i % 2 ? absentPartner.peer_id : `${i.toString(16).padStart(8, '0')}${'0'.repeat(24)}`;
      alice.socket.send({ type: 'CANDIDATE', dst, payload: { candidate: blob } });
    }
    // The server has read every frame once it answers a ping sent after them (frames are
    // handled in order); the marker then queues behind the flood's checks on Alice's socket.
    await new Promise<void>((resolve) => {
      alice.socket.ws.once('pong', () => resolve());
      alice.socket.ws.ping();
    });
    await matchUsers(server, bob.user, bob.id, alice.user, alice.id);
    // The flood spent Alice's budget (the manual clock stood still): let it refill.
    server.clock.advance(60_000);
    alice.socket.send({ type: 'OFFER', dst: bob.id, payload: { sdp: 'marker' } });
    expect(await bob.socket.next<PeerMessage>()).toMatchObject({ type: 'OFFER', payload: { sdp: 'marker' } });

    const grown = heapUsed() - before;
    // 1,500 × 60 KB = 88 MB sent; at most the capped 1 MB queue (plus noise) may remain.
    expect(grown).toBeLessThan(16 * 1024 * 1024);
    alice.socket.close();
    bob.socket.close();
  });
});
