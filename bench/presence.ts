/**
 * `npm run bench` → benchPresenceFlood: issue 9, finding 4. One hub socket sends 40,000
 * subscribe/unsubscribe messages while a friend listens; printed are the time the server takes
 * to read them, the database statements they cost (presence is coalesced per user, hub messages
 * rate-limited per socket) and `/me` latency right after. Never fails on timing.
 */
import { friendships } from '../server/db/schema/index';
import { call, hubClient } from '../tests/api/chat/support';
import { countQueries } from '../tests/api/support/query-counter';
import { startTestServer } from '../tests/api/support/server';
import { seedUser } from '../tests/api/support/users';

const TOGGLES = 40_000;

export async function benchPresenceFlood(): Promise<void> {
  const server = await startTestServer();
  try {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    await server.ctx.db.insert(friendships).values([
      { userId: alice.user.id, friendId: bob.user.id },
      { userId: bob.user.id, friendId: alice.user.id },
    ]);
    const listener = await hubClient(server, bob, ['friends-chanel']);
    const flooder = await hubClient(server, alice, []);
    const meLatency = async () => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await call(server, alice, 'GET', '/me');
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[10];
    };
    const before = await meLatency();
    const queries = countQueries(server.ctx);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < TOGGLES / 2; i++) {
      flooder.send({ type: 'subscribe', channel: 'friends-chanel' });
      flooder.send({ type: 'unsubscribe', channel: 'friends-chanel' });
    }
    await new Promise<void>((resolve) => {
      flooder.ws.once('pong', () => resolve());
      flooder.ws.ping();
    });
    const readMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const after = await meLatency();
    const statements = queries.count;
    queries.restore();
    console.log('\nPresence flood (issue 9, finding 4): one hub socket, 40,000 subscribe/unsubscribe');
    console.log(
      `  read by the server in      ${readMs.toFixed(0)} ms (process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, test client included)`,
    );
    console.log(`  database statements        ${statements} (includes 20 GET /me)`);
    console.log(`  GET /me median             ${before.toFixed(1)} ms before, ${after.toFixed(1)} ms after`);
    flooder.close();
    listener.close();
  } finally {
    await server.close();
  }
}
