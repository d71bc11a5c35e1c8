import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoSpoolDir } from '../../../server/modules/videos/spool';
import { eventually } from '../../support/eventually';
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
  request.write(Buffer.concat([head, webmBytes(), Buffer.alloc(50_000, 7)]));
  // The server spools an upload to a private file before parsing it: cut once it is receiving.
  await eventually(async () => expect(await spooled(server)).not.toEqual([]));
  request.destroy();
}

/** Files of uploads being received or checked (videoSpoolDir). */
async function spooled(server: VideoTestServer): Promise<string[]> {
  const dir = videoSpoolDir(server.dataDir);
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('interrupted uploads leave no row and no file', () => {
  let server: VideoTestServer;
  beforeAll(async () => {
    server = await startVideoServer();
  });
  afterAll(() => server.close());

  it('a connection cut half-way: the spooled file is removed, nothing reached storage, no row', async () => {
    const user = await seedUser(server.ctx, { subscribed: true });
    await brokenUpload(server, user.token);
    await eventually(async () => expect(await spooled(server)).toEqual([]));
    expect(server.storage.settled).toEqual([]);
    expect(await rowsOf(server, user.user.id)).toBe(0);
    expect(await privateFiles(server.dataDir)).toEqual([]);
  });

  it('a server killed mid-upload: the next instance on the same storage sweeps the partial file', async () => {
    const user = await seedUser(server.ctx, { subscribed: true });
    // What a killed process leaves: a partial file under the user's video folder, never a row.
    const folder = path.join(server.dataDir, 'media-private', 'videos', String(user.user.id));
    await fs.mkdir(folder, { recursive: true });
    const partial = path.join(folder, 'abc123.webm.0a1b2c3d4e5f.part');
    await fs.writeFile(partial, webmBytes().subarray(0, 1000));
    // A complete, recorded video of someone else must survive the sweep.
    const kept = path.join(folder, 'done.webm');
    await fs.writeFile(kept, webmBytes());

    // And its spooled upload, two hours old; a fresh one may be another instance's upload in flight.
    const spool = videoSpoolDir(server.dataDir);
    const stale = path.join(spool, 'upload-stale');
    const fresh = path.join(spool, 'upload-fresh');
    for (const dir of [stale, fresh]) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'video'), webmBytes());
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await fs.utimes(stale, twoHoursAgo, twoHoursAgo);

    const restarted = await startVideoServer({}, server.dataDir);
    try {
      expect(await fs.readdir(spool)).toEqual(['upload-fresh']);
      expect(await privateFiles(server.dataDir)).toEqual([kept]);
      expect(await rowsOf(server, user.user.id)).toBe(0);
    } finally {
      await restarted.close();
    }
  });
});
