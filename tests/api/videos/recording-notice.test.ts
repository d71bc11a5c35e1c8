import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, call, matchUsers, startChatServer } from '../chat/support';
import {
  answerCall,
  befriend,
  callFriend,
  closeAll,
  expectNoCallEvent,
  nextCallEvent,
  person,
} from '../friend-calls/support';

describe('POST /recording-notice', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('in an answered friend call: only the friend gets recordingStarted / recordingStopped', async () => {
    const a = await person(server, { subscribed: true });
    const b = await person(server);
    const c = await person(server);
    await befriend(server, a.user, b.user);
    await befriend(server, a.user, c.user);
    const invited = await callFriend(server, a, b.id);
    await nextCallEvent(b);
    // Ringing is not a call yet.
    expect((await call(server, a.user, 'POST', '/recording-notice', { to: b.id, state: 'started' })).status).toBe(403);
    // Answered (the friend's own tabs hear callEnded: answered, read off by answerCall).
    await answerCall(server, b, invited.body.call_id);

    const started = await call(server, a.user, 'POST', '/recording-notice', { to: b.id, state: 'started' });
    expect(started.status, JSON.stringify(started.body)).toBe(204);
    const event = await nextCallEvent(b);
    expect(event).toMatchObject({ channel: 'video-chat', event: 'VideochatChanel' });
    expect(event.data).toEqual({ type: 'recordingStarted', from: a.id, to: b.id });
    expect((await call(server, a.user, 'POST', '/recording-notice', { to: b.id, state: 'stopped' })).status).toBe(204);
    expect((await nextCallEvent(b)).data).toEqual({ type: 'recordingStopped', from: a.id, to: b.id });

    // A friend who is not in the call is a stranger here: 403, and nothing reaches them.
    expect((await call(server, a.user, 'POST', '/recording-notice', { to: c.id, state: 'started' })).status).toBe(403);
    await expectNoCallEvent(server, c);
    await expectNoCallEvent(server, a);
    closeAll(a, b, c);
  });

  it('in a random-chat match: the partner only; a stranger is 403; a bad body is 422', async () => {
    const a = await person(server);
    const b = await person(server);
    const stranger = await person(server);
    await matchUsers(server, a.user, a.peerId, b.user, b.peerId);
    expect((await call(server, b.user, 'POST', '/recording-notice', { to: a.id, state: 'started' })).status).toBe(204);
    expect((await nextCallEvent(a)).data).toEqual({ type: 'recordingStarted', from: b.id, to: a.id });
    expect(
      (await call(server, stranger.user, 'POST', '/recording-notice', { to: a.id, state: 'started' })).status,
    ).toBe(403);
    expect((await call(server, a.user, 'POST', '/recording-notice', { to: b.id, state: 'paused' })).status).toBe(422);
    await expectNoCallEvent(server, a);
    await expectNoCallEvent(server, stranger);
    closeAll(a, b, stranger);
  });
});
