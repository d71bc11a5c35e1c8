/**
 * One server instance of bench/matching-instances.ts, in its own process: the real app
 * (`buildApp`) on a shared database and a shared Redis, as behind a load balancer. It tells its
 * parent the port over IPC once it listens, and closes when the parent says `close`.
 *
 * Env: BENCH_DATABASE (a PostgreSQL URL), BENCH_REDIS, BENCH_REDIS_PREFIX, BENCH_JWT_SECRET,
 * BENCH_NAMED_STATEMENTS ('false' behind pglite-socket).
 */
import { buildApp } from '../../server/app';
import { benchServerConfig } from '../server-config';

export type InstanceMessage = { type: 'ready'; port: number };

const env = process.env;
// As in bench/matching.ts, but on the shared database, Redis and secret the parent passes.
const config = benchServerConfig({
  databaseUrl: env.BENCH_DATABASE,
  databaseNamedStatements: env.BENCH_NAMED_STATEMENTS !== 'false',
  jwtSecret: env.BENCH_JWT_SECRET ?? '',
  redisUrl: env.BENCH_REDIS,
  redisPrefix: env.BENCH_REDIS_PREFIX ?? 'bench:',
});
const { app } = await buildApp({ config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
const address = app.server.address();
process.send?.({
  type: 'ready',
  port: typeof address === 'object' && address ? address.port : 0,
} satisfies InstanceMessage);
process.on('message', (message: { type: string }) => {
  if (message.type !== 'close') return;
  void app.close().then(() => process.exit(0));
});
