import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { HubServerMessage } from '../../../contract/realtime';
import { friendships, users } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { type ChatTestServer, call, hubClient, nextEvent, peerCredentials, QueuedSocket, wsUrl } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

export type PeerMessage = { type: string; src?: string; dst?: string; payload?: unknown };
type HubEvent = Extract<HubServerMessage, { type: 'event' }>;

/** Friendships are two rows per pair (the friends module writes them the same way). */
export async function befriend(server: ChatTestServer, a: SeededUser, b: SeededUser) {
  await server.ctx.db.insert(friendships).values([
    { userId: a.user.id, friendId: b.user.id },
    { userId: b.user.id, friendId: a.user.id },
  ]);
}

/** A user with a hub socket on both channels (so online) and an issued, connected PeerJS id. */
export interface Person {
  user: SeededUser;
  id: number;
  hub: QueuedSocket;
  peerId: string;
  /** The PeerJS token of `peerId`, to connect it again (a PeerJS reconnect). */
  peerToken: string;
  peer: QueuedSocket;
}

export async function connectPeer(server: ChatTestServer, user: SeededUser) {
  const creds = await peerCredentials(server, user);
  return { peerId: creds.peer_id, peerToken: creds.peer_token, peer: await openPeer(server, creds) };
}

/** A PeerJS socket on an issued id, open (OPEN read) and known to the directory. */
export async function openPeer(server: ChatTestServer, creds: { peer_id: string; peer_token: string }) {
  const socket = new QueuedSocket(
    wsUrl(server, `/peerjs/peerjs?key=peerjs&id=${creds.peer_id}&token=${encodeURIComponent(creds.peer_token)}`),
  );
  expect(await socket.next<PeerMessage>()).toEqual({ type: 'OPEN' });
  await eventually(() => expect(server.ctx.peers.isOnline(creds.peer_id)).toBe(true));
  return socket;
}

export async function person(server: ChatTestServer, fields: Parameters<typeof seedUser>[1] = {}): Promise<Person> {
  const user = await seedUser(server.ctx, fields);
  const hub = await hubClient(server, user);
  const { peerId, peerToken, peer } = await connectPeer(server, user);
  return { user, id: user.user.id, hub, peerId, peerToken, peer };
}

/** Caller, friend and a third user who is a friend of both (so would be told if events leaked). */
export async function trio(server: ChatTestServer): Promise<{ a: Person; b: Person; c: Person }> {
  const a = await person(server);
  const b = await person(server);
  const c = await person(server);
  await befriend(server, a.user, b.user);
  await befriend(server, a.user, c.user);
  await befriend(server, b.user, c.user);
  return { a, b, c };
}

/** The user's `is_on_call` flag as stored. */
export async function isOnCall(server: ChatTestServer, id: number): Promise<boolean> {
  return (await server.ctx.db.select({ v: users.isOnCall }).from(users).where(eq(users.id, id)))[0].v;
}

export function closeAll(...people: Person[]) {
  for (const p of people) {
    p.hub.close();
    p.peer.close();
  }
}

/** The next call event (not presence) on a user's hub socket. */
export function nextCallEvent(p: Person): Promise<HubEvent> {
  return nextEvent(p.hub, (m) => (m.data as { type?: string }).type !== 'presence');
}

/**
 * Proves a hub socket got no call event so far: a marker published to the user after the fact
 * arrives first (events to one user are delivered in order).
 */
export async function expectNoCallEvent(server: ChatTestServer, p: Person) {
  await server.ctx.realtime.publish(p.id, 'friends-chanel', 'FriendsChanel', { type: 'marker' });
  expect((await nextCallEvent(p)).data).toEqual({ type: 'marker' });
}

export const callFriend = (server: ChatTestServer, from: Person | SeededUser, to: number, body: object = {}) =>
  call(server, 'hub' in from ? from.user : from, 'POST', '/call-friend', { user_to_call: to, ...body });

export const onCall = (server: ChatTestServer, p: Person | SeededUser, path: string, callId: unknown) =>
  call(server, 'hub' in p ? p.user : p, 'POST', path, { call_id: callId });

/**
 * The invited friend answers: 200, and every tab of theirs hears `callEnded {reason: 'answered'}`
 * (so the others stop ringing), which is read off here.
 */
export async function answerCall(server: ChatTestServer, friend: Person, callId: string) {
  const res = await onCall(server, friend, '/answer-call', callId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await nextCallEvent(friend)).data).toMatchObject({ type: 'callEnded', callId, reason: 'answered' });
  return res;
}
