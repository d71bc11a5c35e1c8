import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PUSH_KINDS_ON, PUSH_MESSAGES, type PushPayload } from '../../../contract/push';
import type { DatabaseHandle } from '../../db/client';
import { pushSubscriptions, refreshTokens } from '../../db/schema/index';
import type { PushMessage, PushSendResult, PushTarget } from '../../ports/push-transport';
import { handClock, insertSession, insertUser, memoryDatabase, recordingLog } from '../../testing/spec-support';
import { createPushRepository } from './repository';
import { createPushService } from './service';

const keys = { p256dh: 'BAAA', auth: 'AAAA' };
const from = { id: 1, name: 'Ann', pet_name: 'Rex' };
const request: PushPayload = { type: 'friendRequest', from };

describe('push service', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function setup(hosts = ['push.example.com']) {
    const clock = handClock(Date.now());
    const log = recordingLog();
    const sent: Array<{ target: PushTarget; message: PushMessage }> = [];
    const answers = new Map<string, PushSendResult | Error>();
    const config = { pushServiceHosts: hosts };
    const push = createPushService({
      repo: createPushRepository(handle.db),
      transport: {
        async send(target, message) {
          sent.push({ target, message });
          const answer = answers.get(target.endpoint) ?? { ok: true, statusCode: 201 };
          if (answer instanceof Error) throw answer;
          return answer;
        },
      },
      vapid: async () => ({ subject: 'mailto:a@example.com', publicKey: 'pub', privateKey: 'priv' }),
      log,
      now: clock.now,
      config,
    });
    return { push, sent, answers, log, config };
  }

  const rows = (userId: number) =>
    handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('refuses endpoints that are not https on a listed host', async () => {
    const { push } = setup(['push.example.com', '*.notify.example.net']);
    const user = await insertUser(handle.db);
    const { familyId } = await insertSession(handle.db, user.id);
    for (const endpoint of ['http://push.example.com/a', 'https://other.example.com/a', 'https://notify.example.net/a'])
      await expect(push.subscribe(user.id, familyId, { endpoint, keys })).rejects.toMatchObject({
        statusCode: 422,
        message: PUSH_MESSAGES.endpoint,
      });
    expect(await push.subscribe(user.id, familyId, { endpoint: 'https://wns2.notify.example.net/a', keys })).toEqual(
      ALL_PUSH_KINDS_ON,
    );
  });

  it('sends to the live sessions that want the kind, with the TTL and urgency asked for', async () => {
    const { push, sent } = setup();
    const user = await insertUser(handle.db);
    const live = await insertSession(handle.db, user.id);
    const revoked = await insertSession(handle.db, user.id);
    const quiet = await insertSession(handle.db, user.id);
    await push.subscribe(user.id, live.familyId, { endpoint: 'https://push.example.com/live', keys });
    await push.subscribe(user.id, revoked.familyId, { endpoint: 'https://push.example.com/revoked', keys });
    await push.subscribe(user.id, quiet.familyId, {
      endpoint: 'https://push.example.com/quiet',
      keys,
      kinds: { friend_requests: false },
    });
    await handle.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, revoked.familyId));

    await push.notify(user.id, request, { ttl: 3600 });
    expect(sent.map((s) => s.target.endpoint)).toEqual(['https://push.example.com/live']);
    expect(sent[0].message).toMatchObject({ ttl: 3600, urgency: 'normal', payload: JSON.stringify(request) });
    expect(await push.hasSubscription(user.id, 'friend_requests')).toBe(true);
    expect(await push.hasSubscription(user.id, 'calls')).toBe(true);
  });

  it('deletes on 404 and 410, logs other failures and network errors, and never throws', async () => {
    const { push, answers, log } = setup();
    const user = await insertUser(handle.db);
    const { familyId } = await insertSession(handle.db, user.id);
    const endpoints = ['gone-404', 'gone-410', 'busy-503', 'down'].map((p) => `https://push.example.com/${p}`);
    for (const endpoint of endpoints) await push.subscribe(user.id, familyId, { endpoint, keys });
    answers.set(endpoints[0], { ok: false, statusCode: 404, body: '' });
    answers.set(endpoints[1], { ok: false, statusCode: 410, body: '' });
    answers.set(endpoints[2], { ok: false, statusCode: 503, body: '' });
    answers.set(endpoints[3], new Error('ECONNRESET'));
    await expect(push.notify(user.id, request, { ttl: 60 })).resolves.toBeUndefined();
    expect((await rows(user.id)).map((r) => r.endpoint).sort()).toEqual([endpoints[2], endpoints[3]].sort());
    expect(log.lines.map((l) => l.msg).sort()).toEqual(['push not delivered', 'push refused']);
  });

  it('checks the host again at send time: a host taken off the list is never contacted', async () => {
    const { push, sent, config } = setup();
    const user = await insertUser(handle.db);
    const { familyId } = await insertSession(handle.db, user.id);
    await push.subscribe(user.id, familyId, { endpoint: 'https://push.example.com/x', keys });
    config.pushServiceHosts = ['elsewhere.example.com'];
    await push.notify(user.id, request, { ttl: 60 });
    expect(sent).toEqual([]);
  });

  it('an ended session or a deleted user takes its subscriptions', async () => {
    const { push } = setup();
    const user = await insertUser(handle.db);
    const one = await insertSession(handle.db, user.id);
    const two = await insertSession(handle.db, user.id);
    await push.subscribe(user.id, one.familyId, { endpoint: 'https://push.example.com/one', keys });
    await push.subscribe(user.id, two.familyId, { endpoint: 'https://push.example.com/two', keys });
    await push.sessionEnded(one.familyId);
    expect((await rows(user.id)).map((r) => r.endpoint)).toEqual(['https://push.example.com/two']);
    await push.userDeleted(user.id);
    expect(await rows(user.id)).toEqual([]);
  });
});
