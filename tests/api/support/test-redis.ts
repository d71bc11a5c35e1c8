import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  /** The server process (tests kill it to see how instances behave without Redis). */
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the kernel picks it; closed again before redis-server binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real `redis-server` on a free loopback port, without persistence, for the Redis adapters'
 * tests. Fails loudly when the binary is missing (`.ci/run` installs Debian's redis-server):
 * these tests are never skipped.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(
      `redis-server is missing at ${REDIS_SERVER}: install it (apt-get install -y redis-server) or set REDIS_SERVER_PATH.`,
    );
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  await waitForPing(url, exited, () => output);
  return {
    url,
    port,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Resolves when the server answers PING; rejects with its output if it exits first. */
async function waitForPing(url: string, exited: Promise<void>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (gone) throw new Error(`redis-server exited at start:\n${output()}`);
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch {
      // Not listening yet: try again on the next connection-refused round trip.
    } finally {
      client.disconnect();
    }
    if (Date.now() > deadline) throw new Error(`redis-server did not answer PING within 10 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
