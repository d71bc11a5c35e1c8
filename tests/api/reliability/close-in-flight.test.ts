import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestServer } from '../support/server';

/**
 * A close (a shutdown, a test's teardown) that starts while a file is still streaming out lets
 * that response finish and then ends its keep-alive connection, instead of waiting for the
 * client's keep-alive to lapse (72 s): CI once timed out in a teardown after an unread response.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

it('finishes the response in flight, then closes without waiting for keep-alive to lapse', async () => {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-dist-'));
  dirs.push(dist);
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>PetChat</title>');
  // Large enough that it is still being written when the close starts.
  const size = 20_000_000;
  await fs.writeFile(path.join(dist, 'assets', 'big.js'), Buffer.alloc(size, 'x'));
  const server = await startTestServer({ config: { nodeEnv: 'development', distDir: dist } });
  const res = await fetch(`${server.url}/assets/big.js`);
  expect(res.status).toBe(200);
  const closed = server.close();
  expect((await res.arrayBuffer()).byteLength).toBe(size);
  // Without the fix this stays pending past the test's timeout (30 s < 72 s keep-alive).
  await closed;
});
