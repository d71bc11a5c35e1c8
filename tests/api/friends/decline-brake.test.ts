import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_REQUEST_REFUSALS as REFUSALS } from '../../../contract/friends';
import { type ChatTestServer, startChatServer } from '../chat/support';
import type { SeededUser } from '../support/users';
import { call, subscriber } from './support';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Friend requests are not a megaphone (issue 28 item 5, docs/decisions.md): on the manual clock. */
describe('friend requests after a decline', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  // Subscribers: the friend limit stays out of the way.
  const user = () => subscriber(server);
  const send = (from: SeededUser, to: SeededUser) =>
    call(server, from, 'POST', '/friends/send-request', { to: to.user.id });
  const decline = (by: SeededUser, sender: SeededUser) =>
    call(server, by, 'POST', '/friends/decline-request', { senderId: sender.user.id });

  it('after a decline the same sender cannot ask the same person for 7 days: 409 recently_declined', async () => {
    const [a, b] = [await user(), await user()];
    expect((await send(a, b)).status).toBe(201);
    expect((await decline(b, a)).status).toBe(200);
    server.clock.advance(7 * DAY - MINUTE);
    expect(await send(a, b)).toMatchObject({
      status: 409,
      body: { code: 'recently_declined', message: REFUSALS.recentlyDeclined.message },
    });
    // Nothing reached B.
    expect((await call(server, b, 'GET', '/friends/requests')).body).toEqual([]);
    server.clock.advance(MINUTE);
    expect((await send(a, b)).status).toBe(201);
  });

  it('declines from three people within a day pause sending for an hour: 429 sending_paused, then it resumes', async () => {
    const sender = await user();
    const [x, y, z, w] = [await user(), await user(), await user(), await user()];
    for (const r of [x, y, z]) {
      expect((await send(sender, r)).status).toBe(201);
      server.clock.advance(20 * MINUTE);
      expect((await decline(r, sender)).status).toBe(200);
    }
    const resumesAt = new Date(server.clock.now() + 60 * MINUTE);
    const paused = await send(sender, w);
    expect(paused).toMatchObject({
      status: 429,
      body: {
        code: 'sending_paused',
        resumes_at: resumesAt.toISOString(),
        message: REFUSALS.sendingPaused.message(resumesAt),
      },
    });
    expect(paused.headers.get('retry-after')).toBe('3600');
    expect((await call(server, w, 'GET', '/friends/requests')).body).toEqual([]);
    server.clock.advance(59 * MINUTE);
    expect((await send(sender, w)).status).toBe(429);
    server.clock.advance(MINUTE);
    expect((await send(sender, w)).status).toBe(201);
  });

  it('declines spread over more than a day do not pause anyone', async () => {
    const sender = await user();
    const [x, y, z] = [await user(), await user(), await user()];
    for (const r of [x, y]) {
      expect((await send(sender, r)).status).toBe(201);
      expect((await decline(r, sender)).status).toBe(200);
    }
    server.clock.advance(DAY);
    expect((await send(sender, z)).status).toBe(201);
    expect((await decline(z, sender)).status).toBe(200);
    expect((await send(sender, await user())).status).toBe(201);
  });
});
