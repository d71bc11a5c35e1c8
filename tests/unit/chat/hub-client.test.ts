import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubAuth } from '../../../contract/realtime';
import { andCallOf } from '../../../machines/realtime/realtime.types';
import { connectHub, HUB_PING_MS, hubUrl } from '../../../src/adapters/realtime/hub-client';

/** A WebSocket stand-in: records what the client sends, lets the test play the hub. */
class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const auth: HubAuth = { driver: 'hub', ticket: 'ticket-1', url: '/realtime', expires_in: 30 };
const handlers = () => ({ ready: vi.fn(), message: vi.fn(), authError: vi.fn(), closed: vi.fn() });
const connect = (h = handlers()) => ({
  h,
  stop: connectHub(auth, h, {
    location: { protocol: 'https:', host: 'chat.example' },
    WebSocket: FakeSocket as unknown as typeof WebSocket,
  }),
  socket: FakeSocket.last!,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hub client', () => {
  it('uses the page host over ws or wss', () => {
    expect(hubUrl('/realtime', { protocol: 'https:', host: 'chat.example' })).toBe('wss://chat.example/realtime');
    expect(hubUrl('/realtime', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/realtime');
  });

  it('authenticates with the ticket, subscribes to both channels, then is ready and passes events on', () => {
    const { h, socket, stop } = connect();
    expect(socket.url).toBe('wss://chat.example/realtime');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', ticket: 'ticket-1' }]);
    socket.receive({ type: 'ready', user_id: 5 });
    expect(socket.sent.slice(1)).toEqual([
      { type: 'subscribe', channel: 'friends-chanel' },
      { type: 'subscribe', channel: 'video-chat' },
    ]);
    socket.receive({ type: 'subscribed', channel: 'friends-chanel' });
    expect(h.ready).not.toHaveBeenCalled();
    socket.receive({ type: 'subscribed', channel: 'video-chat' });
    socket.receive({ type: 'subscribed', channel: 'video-chat' });
    expect(h.ready).toHaveBeenCalledTimes(1);
    const data = { type: 'andCall', from: 7, to: 5, match_id: 'm1' };
    socket.receive({ type: 'event', channel: 'video-chat', event: 'VideochatChanel', data });
    expect(h.message).toHaveBeenCalledWith({ channel: 'video-chat', event: 'VideochatChanel', data });
    stop();
    expect(socket.closedWith).toBe(1000);
    socket.onclose?.({ code: 1000 });
    expect(h.closed).not.toHaveBeenCalled();
  });

  it('reports a refused ticket as an AuthError, once', () => {
    const { h, socket } = connect();
    socket.open();
    socket.receive({ type: 'error', code: 'auth_failed', message: 'Unknown, used or expired ticket.' });
    socket.onclose?.({ code: 4401 });
    expect(h.authError).toHaveBeenCalledTimes(1);
    expect(h.closed).not.toHaveBeenCalled();
  });

  it('reports the 4401 close code as an AuthError and other drops as closed', () => {
    const first = connect();
    first.socket.onclose?.({ code: 4401 });
    expect(first.h.authError).toHaveBeenCalledTimes(1);
    const second = connect();
    second.socket.onclose?.({ code: 1006 });
    expect(second.h.closed).toHaveBeenCalledTimes(1);
    expect(second.h.authError).not.toHaveBeenCalled();
  });

  it('pings, and treats a hub that stays silent for a whole period as gone', () => {
    vi.useFakeTimers();
    const { h, socket, stop } = connect();
    socket.open();
    vi.advanceTimersByTime(HUB_PING_MS);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(HUB_PING_MS);
    expect(h.closed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HUB_PING_MS);
    expect(h.closed).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('andCall messages', () => {
  it('are read from video-chat events only, with their match id', () => {
    expect(
      andCallOf({
        channel: 'video-chat',
        event: 'VideochatChanel',
        data: { type: 'andCall', from: 2, to: 1, match_id: 'm' },
      }),
    ).toEqual({ type: 'andCall', from: 2, to: 1, match_id: 'm' });
    expect(
      andCallOf({ channel: 'video-chat', event: 'VideochatChanel', data: { type: 'andCall', from: 2, to: 1 } })
        ?.match_id,
    ).toBeNull();
    expect(
      andCallOf({ channel: 'friends-chanel', event: 'FriendsChanel', data: { type: 'andCall', from: 2, to: 1 } }),
    ).toBeNull();
    expect(
      andCallOf({ channel: 'video-chat', event: 'VideochatChanel', data: { type: 'andCall', from: '2', to: 1 } }),
    ).toBeNull();
    expect(andCallOf({ channel: 'video-chat', event: 'VideochatChanel', data: null })).toBeNull();
  });
});
