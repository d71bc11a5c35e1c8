import { WebSocket } from 'ws';
import type { PeerCredentials } from '../../../contract/chat';
import type { HubServerMessage } from '../../../contract/realtime';
import type { AppConfig } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { breeds } from '../../../server/db/schema/index';
import { ManualClock } from '../support/manual-clock';
import { startTestServer, type TestServer } from '../support/server';
import type { SeededUser } from '../support/users';

export interface ChatTestServer extends TestServer {
  clock: ManualClock;
}

/** A test server whose clock (ctx.now and every chat timer) moves only on `clock.advance`. */
export async function startChatServer(
  opts: { config?: Partial<AppConfig>; overrides?: Partial<AppContext> } = {},
): Promise<ChatTestServer> {
  const clock = new ManualClock();
  const server = await startTestServer({
    config: opts.config,
    overrides: { clock, now: clock.date, ...opts.overrides },
  });
  return { ...server, clock };
}

export async function call(
  server: TestServer,
  user: SeededUser | null,
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
) {
  const headers: Record<string, string> = { ...(user ? user.headers : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export async function peerCredentials(server: TestServer, user: SeededUser): Promise<PeerCredentials> {
  const res = await call(server, user, 'GET', '/peer-credentials');
  if (res.status !== 200) throw new Error(`peer-credentials: ${res.status}`);
  return res.body;
}

export async function insertBreeds(ctx: AppContext, count: number): Promise<number[]> {
  const rows = await ctx.db
    .insert(breeds)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Test breed ${i}`,
        nameUa: `Тестова порода ${i}`,
        image: `/media/breeds/test-${i}.png`,
        sort: 1000 + i,
      })),
    )
    .returning({ id: breeds.id });
  return rows.map((r) => r.id);
}

export const wsUrl = (server: TestServer, path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

/** A WebSocket that queues what it receives, so a test can await messages in order. */
export class QueuedSocket {
  readonly ws: WebSocket;
  private readonly queue: unknown[] = [];
  private readonly waiters: Array<(m: unknown) => void> = [];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string, options: { autoPong?: boolean } = {}) {
    this.ws = new WebSocket(url, { autoPong: options.autoPong ?? true });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      const waiter = this.waiters.shift();
      if (waiter) waiter(message);
      else this.queue.push(message);
    });
  }

  next<T = unknown>(): Promise<T> {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift() as T);
    return new Promise((resolve) => this.waiters.push(resolve as (m: unknown) => void));
  }

  /** Puts messages back at the head of the queue, in order. */
  putBack(messages: unknown[]): void {
    this.queue.unshift(...messages);
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  close(): void {
    this.ws.close();
  }
}

/** A hub client for `user`, authenticated and subscribed to the given channels. */
export async function hubClient(
  server: TestServer,
  user: SeededUser,
  channels: string[] = ['friends-chanel', 'video-chat'],
): Promise<QueuedSocket> {
  const auth = await call(server, user, 'POST', '/broadcasting/auth');
  if (auth.status !== 200) throw new Error(`broadcasting/auth: ${auth.status}`);
  const socket = new QueuedSocket(wsUrl(server, auth.body.url));
  await socket.opened;
  socket.send({ type: 'auth', ticket: auth.body.ticket });
  const ready = await socket.next<HubServerMessage>();
  if (ready.type !== 'ready') throw new Error(`hub auth failed: ${JSON.stringify(ready)}`);
  // Events (e.g. the presence snapshot) may overtake later acks; keep them for the test.
  const early: unknown[] = [];
  for (const channel of channels) {
    socket.send({ type: 'subscribe', channel });
    for (;;) {
      const message = await socket.next<HubServerMessage>();
      if (message.type === 'subscribed' && message.channel === channel) break;
      if (message.type !== 'event') throw new Error(`subscribe failed: ${JSON.stringify(message)}`);
      early.push(message);
    }
  }
  socket.putBack(early);
  return socket;
}

/** Reads hub messages until one matches (presence snapshots may arrive in between). */
export async function nextEvent(
  socket: QueuedSocket,
  match: (m: Extract<HubServerMessage, { type: 'event' }>) => boolean,
) {
  for (;;) {
    const message = await socket.next<HubServerMessage>();
    if (message.type === 'event' && match(message)) return message;
  }
}

/**
 * Matches two users through the real search, announcing the given peer ids (each must be one of
 * that user's issued ids). The PeerJS relay only carries signalling within a current match.
 * Moves the clock past the search cooldown first.
 */
export async function matchUsers(
  server: ChatTestServer,
  a: SeededUser,
  aPeerId: string,
  b: SeededUser,
  bPeerId: string,
): Promise<{ matchId: string; caller: SeededUser }> {
  server.clock.advance(1001);
  const waiting = call(server, a, 'POST', '/get-peer-id', { peer_id: aPeerId });
  for (let i = 0; i < 200 && (await server.ctx.matchPool.stats()).waiting === 0; i++)
    await new Promise((resolve) => setImmediate(resolve));
  const found = await call(server, b, 'POST', '/get-peer-id', { peer_id: bPeerId });
  const waited = await waiting;
  if (found.status !== 200 || waited.status !== 200 || !found.body.match_id)
    throw new Error(`match failed: ${found.status} ${JSON.stringify(found.body)}`);
  return { matchId: found.body.match_id, caller: b };
}

/** A user with a live PeerJS socket (its first message, OPEN, read): `id` is their peer id, `token` its token. */
export async function peerOnline(server: ChatTestServer, user: SeededUser) {
  const creds = await peerCredentials(server, user);
  const socket = new QueuedSocket(
    wsUrl(server, `/peerjs/peerjs?key=peerjs&id=${creds.peer_id}&token=${encodeURIComponent(creds.peer_token)}`),
  );
  const open = await socket.next<{ type: string }>();
  if (open.type !== 'OPEN') throw new Error(`peerjs: ${JSON.stringify(open)}`);
  for (let i = 0; i < 200 && !server.ctx.peers.isOnline(creds.peer_id); i++)
    await new Promise((resolve) => setImmediate(resolve));
  return { user, id: creds.peer_id, token: creds.peer_token, socket };
}
