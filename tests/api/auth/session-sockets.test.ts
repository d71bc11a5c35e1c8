import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubServerMessage } from '../../../contract/realtime';
import { eventually } from '../../support/eventually';
import { call as api } from '../accounts/support';
import {
  type ChatTestServer,
  call,
  hubClient,
  matchUsers,
  nextEvent,
  peerCredentials,
  QueuedSocket,
  startChatServer,
  wsUrl,
} from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

type PeerMessage = { type: string; src?: string; dst?: string; payload?: unknown };

/**
 * A session that ends takes its sockets with it: the PeerJS socket of a peer id issued to the
 * session, and the realtime hub socket authenticated with a ticket of the session. Other sessions
 * (of the same user after a password change, or of other users) keep theirs.
 */
describe('ending a session closes its sockets', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer({ config: { authRateLimitPerMinute: 100_000 } });
  });
  afterAll(() => server.close());

  interface Sockets {
    peerId: string;
    peer: QueuedSocket;
    hub: QueuedSocket;
  }

  /** A PeerJS socket of a freshly issued peer id and an authenticated hub socket, both of `session`. */
  async function openSockets(session: SeededUser): Promise<Sockets> {
    const creds = await peerCredentials(server, session);
    const peer = new QueuedSocket(
      wsUrl(server, `/peerjs/peerjs?key=peerjs&id=${creds.peer_id}&token=${encodeURIComponent(creds.peer_token)}`),
    );
    expect(await peer.next<PeerMessage>()).toEqual({ type: 'OPEN' });
    await eventually(() => expect(server.ctx.peers.isOnline(creds.peer_id)).toBe(true));
    const hub = await hubClient(server, session);
    return { peerId: creds.peer_id, peer, hub };
  }

  /** A second session of the same user, through POST /login. */
  async function secondSession(first: SeededUser): Promise<SeededUser & { refreshCookie: string }> {
    const res = await api(server, 'POST', '/login', { email: first.user.email, password: first.password });
    expect(res.status).toBe(200);
    const token = res.body.access_token as string;
    return { ...first, token, headers: { authorization: `Bearer ${token}` }, refreshCookie: res.refreshCookie ?? '' };
  }

  /** Both sockets were closed by the server: the hub says why (4401, like a refused ticket). */
  async function expectClosed(sockets: Sockets) {
    const hubClosed = await sockets.hub.closed;
    expect(hubClosed.code).toBe(4401);
    await sockets.peer.closed;
    await eventually(() => expect(server.ctx.peers.isOnline(sockets.peerId)).toBe(false));
  }

  /**
   * Both sockets still work: the hub delivers an event, the PeerJS socket receives a relayed message
   * (`from` must be the current match partner: the relay carries signalling within a match only).
   */
  async function expectOpen(sockets: Sockets, userId: number, from: Sockets) {
    await server.ctx.realtime.publish(userId, 'video-chat', 'Marker', { marker: true });
    expect(await nextEvent(sockets.hub, (m) => m.event === 'Marker')).toMatchObject({ data: { marker: true } });
    from.peer.send({ type: 'CANDIDATE', dst: sockets.peerId, payload: { candidate: 'c' } });
    expect(await sockets.peer.next<PeerMessage>()).toMatchObject({ type: 'CANDIDATE', src: from.peerId });
  }

  function closeAll(...all: Sockets[]) {
    for (const s of all) {
      s.peer.close();
      s.hub.close();
    }
  }

  it('logout closes the PeerJS socket and the realtime socket of that session, and no one else’s', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const carol = await seedUser(server.ctx);
    const a = await openSockets(alice);
    const b = await openSockets(bob);
    const c = await openSockets(carol);
    await matchUsers(server, alice, a.peerId, bob, b.peerId);

    expect((await call(server, alice, 'POST', '/logout')).status).toBe(204);
    await expectClosed(a);
    // Nothing reaches the logged-out browser any more; bob is untouched.
    b.peer.send({ type: 'CANDIDATE', dst: a.peerId, payload: { candidate: 'late' } });
    await matchUsers(server, bob, b.peerId, carol, c.peerId);
    await expectOpen(b, bob.user.id, c);
    closeAll(b, c);
  });

  it('logout by the refresh cookie alone closes the session’s sockets too', async () => {
    const first = await seedUser(server.ctx);
    const session = await secondSession(first);
    const sockets = await openSockets(session);
    expect((await api(server, 'POST', '/logout', undefined, { cookie: session.refreshCookie })).status).toBe(204);
    await expectClosed(sockets);
  });

  it('a realtime ticket of an ended session is refused', async () => {
    const alice = await seedUser(server.ctx);
    const auth = await call(server, alice, 'POST', '/broadcasting/auth');
    expect(auth.status).toBe(200);
    expect((await call(server, alice, 'POST', '/logout')).status).toBe(204);
    const late = new QueuedSocket(wsUrl(server, auth.body.url));
    await late.opened;
    late.send({ type: 'auth', ticket: auth.body.ticket });
    expect(await late.next<HubServerMessage>()).toMatchObject({ type: 'error', code: 'auth_failed' });
    expect((await late.closed).code).toBe(4401);
  });

  it('a password change closes the other session’s sockets, not those of the session that made it', async () => {
    const desktop = await seedUser(server.ctx);
    const phone = await secondSession(desktop);
    const onDesktop = await openSockets(desktop);
    const onPhone = await openSockets(phone);

    const changed = await call(server, desktop, 'PATCH', '/update-password', {
      old_password: desktop.password,
      password: 'new secret 22',
      password_confirmation: 'new secret 22',
    });
    expect(changed.status).toBe(200);
    await expectClosed(onPhone);
    const bob = await seedUser(server.ctx);
    const fromBob = await openSockets(bob);
    await matchUsers(server, desktop, onDesktop.peerId, bob, fromBob.peerId);
    await expectOpen(onDesktop, desktop.user.id, fromBob);
    closeAll(onDesktop, fromBob);
  });

  it('a password reset closes the sockets of every session', async () => {
    const desktop = await seedUser(server.ctx);
    const phone = await secondSession(desktop);
    const onDesktop = await openSockets(desktop);
    const onPhone = await openSockets(phone);
    expect((await api(server, 'POST', '/forgot-password', { email: desktop.user.email })).status).toBe(200);
    const mails = await api(server, 'GET', `/dev/outbox?to=${encodeURIComponent(desktop.user.email)}`);
    const token = /password-reset\?token=(\S+)/.exec(mails.body[0].text)?.[1] ?? '';
    const reset = await api(server, 'POST', '/reset-password', {
      token: decodeURIComponent(token),
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(reset.status).toBe(200);
    await expectClosed(onDesktop);
    await expectClosed(onPhone);
  });

  it('a replayed refresh token (family revoked) closes that session’s sockets', async () => {
    const first = await seedUser(server.ctx);
    const session = await secondSession(first);
    const sockets = await openSockets(session);
    const rotated = await api(server, 'POST', '/refresh', undefined, { cookie: session.refreshCookie });
    expect(rotated.status).toBe(200);
    expect((await api(server, 'POST', '/refresh', undefined, { cookie: session.refreshCookie })).status).toBe(401);
    await expectClosed(sockets);
  });

  it('account deletion closes the sockets of all the user’s sessions', async () => {
    const desktop = await seedUser(server.ctx);
    const phone = await secondSession(desktop);
    const onDesktop = await openSockets(desktop);
    const onPhone = await openSockets(phone);
    expect((await call(server, desktop, 'DELETE', '/delete-profile')).status).toBe(200);
    await expectClosed(onDesktop);
    await expectClosed(onPhone);
  });
});
