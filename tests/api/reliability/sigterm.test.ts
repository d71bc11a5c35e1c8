import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_CLOSE } from '../../../contract/realtime';
import { QueuedSocket } from '../chat/support';
import { callProcess, registerVerified, ServerProcess } from '../support/server-process';

/**
 * SIGTERM with requests in flight (issue 16): every request gets its answer (a waiting random-chat
 * search is answered "nobody came"), open realtime sockets are closed with 1001 "going away" —
 * the code on which clients reconnect — and the process exits cleanly within 10 s (the forced
 * exit at 10 s would be code 1).
 */
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-sigterm-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('SIGTERM', () => {
  it('answers the requests in flight, closes sockets with a reconnect code, exits within 10 s', async () => {
    const server = new ServerProcess(dataDir);
    const base = (await server.ready).replace('localhost', '127.0.0.1');
    const api = (method: string, url: string, body?: unknown, token?: string) =>
      callProcess(base, method, url, body, token);
    const token = await registerVerified(base, 'waiting@example.com');

    // A realtime socket, and a random-chat search waiting for a partner (a 25 s long-poll).
    const auth = (await api('POST', '/broadcasting/auth', undefined, token)).body;
    const hub = new QueuedSocket(`${base.replace(/^http/, 'ws')}${auth.url}`);
    await hub.opened;
    hub.send({ type: 'auth', ticket: auth.ticket });
    expect(await hub.next()).toMatchObject({ type: 'ready' });
    const { peer_id } = (await api('GET', '/peer-credentials', undefined, token)).body;
    const search = api('POST', '/get-peer-id', { peer_id }, token);
    const burst = Array.from({ length: 20 }, () => api('GET', '/me', undefined, token));
    // In flight means taken in by the server (its log says so), not still connecting.
    const received = (url: string) =>
      server.lines.filter((l) => l.includes('incoming request') && l.includes(url)).length;
    await server.waitForLine(() => received('/api/get-peer-id') === 1 && received('/api/me') === 20);

    server.kill('SIGTERM');
    const [searched, ...answers] = await Promise.all([search, ...burst]);
    expect(searched).toEqual({ status: 200, body: { randomUser: null, role: null, match_id: null } });
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await hub.closed).toEqual({ code: HUB_CLOSE.goingAway, reason: 'server shutting down' });
    expect(await server.exited).toBe(0);
    expect(server.lines.join('\n')).not.toContain('exiting without a clean close');
  });
});
