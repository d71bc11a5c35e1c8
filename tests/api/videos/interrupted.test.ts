import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../support/users';
import { privateFiles, rowsOf, startVideoServer, type VideoTestServer, webmBytes } from './support';

/** Sends a multipart head and the first half of a video, then cuts the connection. */
async function brokenUpload(server: VideoTestServer, token: string) {
  const boundary = 'petchatboundary';
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="clip.webm"\r\n` +
      'content-type: video/webm\r\n\r\n',
  );
  const { port } = new URL(server.url);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/save-video',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 100_000 + 100),
    },
  });
  request.on('error', () => {});
  const started = server.storage.nextStart();
  request.write(Buffer.concat([head, webmBytes(50_000)]));
  await started;
  request.destroy();
}

describe('interrupted uploads leave no row and no file', () => {
  let server: VideoTestServer;
  beforeAll(async () => {
    server = await startVideoServer();
  });
  afterAll(() => server.close());

  it('a connection cut half-way: the stream fails, the partial file is removed, no row', async () => {
    const user = await seedUser(server.ctx, { subscribed: true });
    await brokenUpload(server, user.token);
    const outcome = await server.storage.settled.at(-1);
    expect(outcome).toBeInstanceOf(Error);
    expect(await rowsOf(server, user.user.id)).toBe(0);
    expect(await privateFiles(server.dataDir)).toEqual([]);
  });

  it('a server killed mid-upload: the next instance on the same storage sweeps the partial file', async () => {
    const user = await seedUser(server.ctx, { subscribed: true });
    // What a killed process leaves: a partial file under the user's video folder, never a row.
    const folder = path.join(server.dataDir, 'media-private', 'videos', String(user.user.id));
    await fs.mkdir(folder, { recursive: true });
    const partial = path.join(folder, 'abc123.webm.0a1b2c3d4e5f.part');
    await fs.writeFile(partial, webmBytes(1000));
    // A complete, recorded video of someone else must survive the sweep.
    const kept = path.join(folder, 'done.webm');
    await fs.writeFile(kept, webmBytes(10));

    const restarted = await startVideoServer({}, server.dataDir);
    try {
      expect(await privateFiles(server.dataDir)).toEqual([kept]);
      expect(await rowsOf(server, user.user.id)).toBe(0);
    } finally {
      await restarted.close();
    }
  });
});
