import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { users } from '../../../server/db/schema/index';
import { type ChatTestServer, call, nextEvent, type QueuedSocket } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

export { call };

const DAY = 86_400_000;

/** A verified user whose trial has ended: the friend limit applies. */
export function nonSubscriber(server: ChatTestServer, fields: Partial<typeof users.$inferInsert> = {}) {
  return seedUser(server.ctx, { trialEndsAt: new Date(server.clock.now() - DAY), ...fields });
}

/** A verified user with a paid period running: no friend limit. */
export function subscriber(server: ChatTestServer, fields: Partial<typeof users.$inferInsert> = {}) {
  return seedUser(server.ctx, { subscribed: true, ...fields });
}

/** A name no other test's user has, for searches. */
export const uniqueName = (prefix = 'Zed') => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A friendship made through the API: A asks, B accepts. */
export async function befriend(server: ChatTestServer, a: SeededUser, b: SeededUser): Promise<void> {
  expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
  expect((await call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id })).status).toBe(200);
}

/** Proves a socket got no FriendsChanel event except presence so far: the next one is a marker sent after. */
export async function expectNoFriendsEvent(server: ChatTestServer, socket: QueuedSocket, userId: number) {
  await server.ctx.realtime.publish(userId, 'friends-chanel', 'FriendsChanel', { type: 'marker' });
  expect(
    await nextEvent(socket, (m) => m.event === 'FriendsChanel' && (m.data as { type: string }).type !== 'presence'),
  ).toMatchObject({ data: { type: 'marker' } });
}

/** Proves a socket got nothing at all on friends-chanel so far (presence included). */
export async function expectNothingAtAll(server: ChatTestServer, socket: QueuedSocket, userId: number) {
  await server.ctx.realtime.publish(userId, 'friends-chanel', 'FriendsChanel', { type: 'marker' });
  expect(await nextEvent(socket, () => true)).toMatchObject({ data: { type: 'marker' } });
}
