import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChatTestServer,
  hubClient,
  matchUsers,
  peerCredentials,
  peerOnline,
  QueuedSocket,
  startChatServer,
  wsUrl,
} from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

type PeerMessage = { type: string; src?: string; dst?: string; payload?: unknown };

/** Frames a broken or hostile client might send: bad JSON, wrong shapes, binary, deep nesting, large. */
function malformedFrames(dst: string): Array<string | Buffer> {
  return [
    '{',
    'null',
    '[]',
    '"OFFER"',
    '{"type":1}',
    '{"type":"OFFER"}',
    `{"type":"OFFER","dst":${JSON.stringify(dst)},"payload":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `{"type":"CANDIDATE","dst":{"$gt":""},"payload":null}`,
    '{"type":"__proto__","__proto__":{"polluted":true}}',
    '{"type":"subscribe","channel":{"toString":1}}',
    '{"type":"auth","ticket":12}',
    `{"type":"subscribe","channel":"${'x'.repeat(10_000)}"}`,
    randomBytes(512),
    Buffer.from([0xff, 0xfe, 0x00, 0x01]),
    JSON.stringify({ type: 'OFFER', dst, payload: 'x'.repeat(200_000) }),
  ];
}

/**
 * Floods of malformed frames on /peerjs and /realtime (issue 16): the server stays up, and
 * another user's call in progress — its signalling and its realtime events — is unaffected.
 */
describe('floods of malformed frames', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  const online = (user: SeededUser) => peerOnline(server, user);

  /** A raw socket that ignores what the server answers (it may answer nothing, or close it). */
  async function raw(url: string) {
    const socket = new QueuedSocket(url);
    socket.ws.removeAllListeners('message');
    socket.ws.on('error', () => {});
    await socket.opened;
    return socket;
  }

  it('leave the server up and a call in progress untouched', async () => {
    const alice = await online(await seedUser(server.ctx));
    const bob = await online(await seedUser(server.ctx));
    await matchUsers(server, alice.user, alice.id, bob.user, bob.id);
    const bobHub = await hubClient(server, bob.user);

    // The attacker: a signed-in user with a live peer id and hub socket, plus anonymous sockets.
    const mallory = await seedUser(server.ctx);
    const malloryCreds = await peerCredentials(server, mallory);
    const attackers = [
      await raw(
        wsUrl(
          server,
          `/peerjs/peerjs?key=peerjs&id=${malloryCreds.peer_id}&token=${encodeURIComponent(malloryCreds.peer_token)}`,
        ),
      ),
      await raw(wsUrl(server, '/peerjs/peerjs?key=peerjs&id=x&token=y')),
      await raw(wsUrl(server, '/realtime')),
      (await hubClient(server, mallory)) as QueuedSocket,
    ];
    attackers[3].ws.removeAllListeners('message');
    for (let round = 0; round < 20; round++)
      for (const socket of attackers)
        for (const frame of malformedFrames(bob.id)) if (socket.ws.readyState === socket.ws.OPEN) socket.ws.send(frame);

    // The call goes on: Alice's signalling reaches Bob, and Bob's realtime socket still gets his events.
    alice.socket.send({ type: 'CANDIDATE', dst: bob.id, payload: { candidate: 'still here' } });
    let first = await bob.socket.next<PeerMessage>();
    while (first.type === 'HEARTBEAT') first = await bob.socket.next<PeerMessage>();
    expect(first).toEqual({ type: 'CANDIDATE', src: alice.id, dst: bob.id, payload: { candidate: 'still here' } });
    expect(bobHub.ws.readyState).toBe(bobHub.ws.OPEN);
    expect(bob.socket.ws.readyState).toBe(bob.socket.ws.OPEN);
    expect(alice.socket.ws.readyState).toBe(alice.socket.ws.OPEN);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const socket of [...attackers, bobHub, alice.socket, bob.socket]) socket.ws.terminate();
  });
});
