/**
 * `npm run bench` → benchRealtimeHub (issue 16, item 5): 5,000 sockets on the built-in hub, all
 * in this process (server and clients share the event loop and the heap, so figures are
 * pessimistic). Printed: publish → receive latency of single-recipient events (p50/p99), presence
 * fan-out from one user to 1,000 friends (first and last friend told, p50/p99), and memory per
 * socket. Goal: p99 ≤ 50 ms. Never fails on timing.
 */

import { randomUUID } from 'node:crypto';
import type { HubServerMessage } from '../contract/realtime';
import { friendships, users } from '../server/db/schema/index';
import { QueuedSocket, wsUrl } from '../tests/api/chat/support';
import { startTestServer } from '../tests/api/support/server';
import { atMost, record } from './results';

const SOCKETS = 5_000;
const FANOUT_FRIENDS = 1_000;
const EVENTS = 2_000;
const BURST = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function benchRealtimeHub(): Promise<void> {
  const server = await startTestServer();
  const sockets: Array<{ userId: number; socket: QueuedSocket; received: Map<string, number> }> = [];
  try {
    const ids: number[] = [];
    for (let i = 0; i < SOCKETS; i += 500) {
      const rows = await server.ctx.db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, SOCKETS - i) }, (_, j) => ({
            name: `Hub ${i + j}`,
            phone: '+380501234567',
            email: `hub${i + j}@bench.example`,
            passwordHash: 'not-a-login',
            petName: 'Pet',
            petGender: 'boy' as const,
            emailVerifiedAt: new Date(),
          })),
        )
        .returning({ id: users.id });
      ids.push(...rows.map((r) => r.id));
    }
    // The star (ids[0]) is friends with the next 1,000 users.
    const star = ids[0];
    const pairs = ids.slice(1, FANOUT_FRIENDS + 1).flatMap((id) => [
      { userId: star, friendId: id },
      { userId: id, friendId: star },
    ]);
    for (let i = 0; i < pairs.length; i += 1000)
      await server.ctx.db.insert(friendships).values(pairs.slice(i, i + 1000));

    const heap0 = process.memoryUsage();
    const connectStarted = performance.now();
    for (let i = 0; i < ids.length; i += 250) {
      await Promise.all(
        ids.slice(i, i + 250).map(async (userId) => {
          const auth = (await server.ctx.realtime.authorize(userId, randomUUID())) as { url: string; ticket: string };
          const socket = new QueuedSocket(wsUrl(server, auth.url));
          const received = new Map<string, number>();
          await socket.opened;
          socket.send({ type: 'auth', ticket: auth.ticket });
          await socket.next();
          if (userId !== star) {
            socket.send({ type: 'subscribe', channel: 'friends-chanel' });
            while ((await socket.next<HubServerMessage>()).type !== 'subscribed') {}
          }
          socket.ws.removeAllListeners('message');
          socket.ws.on('message', (raw) => {
            const message = JSON.parse(raw.toString()) as HubServerMessage;
            if (message.type !== 'event') return;
            const data = message.data as { n?: number; type?: string };
            const key = data?.type === 'presence' ? 'presence' : `${message.event}:${data?.n}`;
            received.set(key, performance.now());
          });
          sockets.push({ userId, socket, received });
        }),
      );
    }
    const connectMs = performance.now() - connectStarted;
    const heap1 = process.memoryUsage();
    const perSocket = (heap1.heapUsed + heap1.external - heap0.heapUsed - heap0.external) / sockets.length;

    // Single-recipient events in bursts of BURST to random sockets: publish → the client's handler.
    const single: number[] = [];
    // The star is not on friends-chanel yet (its subscribing is the presence run below).
    const listeners = sockets.filter((s) => s.userId !== star);
    for (let n = 0; n < EVENTS; n += BURST) {
      const batch = Array.from({ length: BURST }, (_, i) => ({
        target: listeners[Math.floor(Math.random() * listeners.length)],
        key: `benchPing:${n + i}`,
        t0: performance.now(),
      }));
      for (const e of batch) {
        e.t0 = performance.now();
        await server.ctx.realtime.publish(e.target.userId, 'friends-chanel', 'benchPing', {
          n: Number(e.key.split(':')[1]),
        });
      }
      const giveUp = performance.now() + 10_000;
      while (!batch.every((e) => e.target.received.has(e.key)) && performance.now() < giveUp)
        await new Promise((resolve) => setTimeout(resolve, 1));
      for (const e of batch) single.push((e.target.received.get(e.key) ?? Number.POSITIVE_INFINITY) - e.t0);
    }
    single.sort((a, b) => a - b);

    // Presence fan-out: the star subscribes to friends-chanel (comes online); 1,000 friends are told.
    const starSocket = sockets.find((s) => s.userId === star);
    const friendSockets = sockets.filter((s) => s.userId !== star && s.userId <= ids[FANOUT_FRIENDS]);
    const t0 = performance.now();
    starSocket?.socket.send({ type: 'subscribe', channel: 'friends-chanel' });
    const deadline = t0 + 30_000;
    const told = () =>
      friendSockets.filter((s) => [...s.received.keys()].some((k) => k.startsWith('presence:'))).length;
    while (told() < friendSockets.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    const fanout = friendSockets
      .map((s) => s.received.get('presence'))
      .filter((t): t is number => t !== undefined)
      .map((t) => t - t0)
      .sort((a, b) => a - b);

    record({ bench: 'realtime-hub', name: 'memory per socket', value: perSocket / 1024, unit: 'KiB' });
    record({ bench: 'realtime-hub', name: 'single-recipient event p50', value: percentile(single, 0.5), unit: 'ms' });
    record({
      bench: 'realtime-hub',
      name: 'single-recipient event p99',
      value: percentile(single, 0.99),
      unit: 'ms',
      goal: atMost(50),
    });
    record({
      bench: 'realtime-hub',
      name: `presence fan-out to ${friendSockets.length} p99`,
      value: percentile(fanout, 0.99) ?? Number.NaN,
      unit: 'ms',
      goal: atMost(50),
    });
    console.log(`\nRealtime hub: ${sockets.length} sockets in one process (server and clients together)`);
    console.log(`  connect + auth + subscribe   ${connectMs.toFixed(0)} ms for all`);
    console.log(
      `  memory per socket            ${(perSocket / 1024).toFixed(1)} KiB (server and client side together)`,
    );
    console.log(
      `  single-recipient event       p50 ${percentile(single, 0.5).toFixed(2)} ms · p99 ${percentile(single, 0.99).toFixed(2)} ms (goal p99 ≤ 50 ms, ${EVENTS} events in bursts of ${BURST})`,
    );
    console.log(
      `  presence fan-out to ${friendSockets.length}    told ${fanout.length}; p50 ${percentile(fanout, 0.5)?.toFixed(1)} ms · p99 ${percentile(fanout, 0.99)?.toFixed(1)} ms · last ${fanout.at(-1)?.toFixed(1)} ms (goal p99 ≤ 50 ms)`,
    );
  } finally {
    for (const s of sockets) s.socket.ws.terminate();
    await server.close();
  }
}
