import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebmlThenHtml } from '../../../server/testing/video-files';
import { call } from '../chat/support';
import { seedUser } from '../support/users';
import {
  bigWebmClip,
  mp4Bytes,
  pngBytes,
  privateFiles,
  rowsOf,
  startVideoServer,
  upload,
  type VideoTestServer,
  webmBytes,
} from './support';

const DAY = 86_400_000;

type Listed = { id: number; duration_seconds: number | null; partner_name: string | null };
const detailsOf = (v: Listed) => [v.id, v.duration_seconds, v.partner_name];

describe('saved videos: upload, limits, signed URLs, delete', () => {
  let server: VideoTestServer;
  beforeAll(async () => {
    server = await startVideoServer({ videoDailyLimit: 2, videoMaxBytes: 4096, videoUrlTtlSeconds: 600 });
  });
  afterAll(() => server.close());

  const subscriber = () => seedUser(server.ctx, { subscribed: true });

  it('checks by content: PNG bytes named .webm are 422; real WebM and MP4 files are 201', async () => {
    const user = await subscriber();
    const png = await upload(server, user, pngBytes(), 'clip.webm', 'video/webm');
    expect(png.status, JSON.stringify(png.body)).toBe(422);
    expect(png.body).toMatchObject({ code: 'not_a_video', message: 'Please upload a WebM or MP4 video.' });
    const webm = await upload(server, user, webmBytes(), 'x.png', 'image/png');
    expect(webm.status, JSON.stringify(webm.body)).toBe(201);
    expect(webm.body.video).toMatchObject({ size: webmBytes().length, duration_seconds: 2 });
    expect(webm.body.video.url).toMatch(/^\/media\/private\/videos\/\d+\/[\w-]+\.webm\?expires=\d+&signature=/);
    const mp4 = await upload(server, user, mp4Bytes(), 'clip.bin', 'application/octet-stream');
    expect(mp4.status).toBe(201);
    expect(mp4.body.video).toMatchObject({ size: mp4Bytes().length, duration_seconds: 2 });
    expect(mp4.body.video.url).toMatch(/\.mp4\?/);
    expect(await rowsOf(server, user.user.id)).toBe(2);
  });

  it('over max_bytes is 413 and leaves no row and no file', async () => {
    const user = await subscriber();
    const before = await privateFiles(server.dataDir);
    const res = await upload(server, user, bigWebmClip);
    expect(res.status).toBe(413);
    expect(await rowsOf(server, user.user.id)).toBe(0);
    expect(await privateFiles(server.dataDir)).toEqual(before);
    expect((await call(server, user, 'GET', '/get-video-limits')).body).toEqual({
      daily_limit: 2,
      used_today: 0,
      max_bytes: 4096,
    });
  });

  it('the daily limit: 403 after N a UTC day, allowed again the next day', async () => {
    const user = await subscriber();
    expect((await call(server, user, 'GET', '/recording-allowed')).body).toEqual({ allowed: true });
    expect((await upload(server, user, webmBytes())).status).toBe(201);
    expect((await upload(server, user, webmBytes())).status).toBe(201);
    const third = await upload(server, user, webmBytes());
    expect(third).toMatchObject({ status: 403, body: { message: 'You have used up your limit.' } });
    expect((await call(server, user, 'GET', '/recording-allowed')).body).toEqual({
      allowed: false,
      reason: 'daily_limit',
    });
    expect((await call(server, user, 'GET', '/get-video-limits')).body).toMatchObject({ used_today: 2 });
    server.clock.advance(DAY);
    expect((await call(server, user, 'GET', '/recording-allowed')).body).toEqual({ allowed: true });
    expect((await upload(server, user, webmBytes())).status).toBe(201);
    expect(await rowsOf(server, user.user.id)).toBe(3);
  });

  it('not subscribed (trial over): recording refused, save and list 403; a running trial counts', async () => {
    const expired = await seedUser(server.ctx, { trialEndsAt: new Date(server.clock.now() - DAY) });
    expect((await call(server, expired, 'GET', '/recording-allowed')).body).toEqual({
      allowed: false,
      reason: 'not_subscribed',
    });
    expect((await upload(server, expired, webmBytes())).status).toBe(403);
    expect((await call(server, expired, 'GET', '/get-videos')).status).toBe(403);
    expect(await rowsOf(server, expired.user.id)).toBe(0);
    const trial = await seedUser(server.ctx, { trialEndsAt: new Date(server.clock.now() + DAY) });
    expect((await call(server, trial, 'GET', '/recording-allowed')).body).toEqual({ allowed: true });
    expect((await upload(server, trial, webmBytes())).status).toBe(201);
  });

  it('signed URLs: no token needed, Range works; expiry and tampering are 403; newest first', async () => {
    const user = await subscriber();
    const first = await upload(server, user, webmBytes());
    server.clock.advance(1000);
    const second = await upload(server, user, mp4Bytes());
    const list = await call(server, user, 'GET', '/get-videos');
    expect(list.status).toBe(200);
    expect(list.body.map((v: { id: number }) => v.id)).toEqual([second.body.video.id, first.body.video.id]);
    const url = `${server.url}${list.body[1].url}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^video\/webm/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(webmBytes());
    const range = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect([...Buffer.from(await range.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const tampered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(tampered)).status).toBe(403);
    const moved = url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    expect((await fetch(moved)).status).toBe(403);
    server.clock.advance(601_000);
    expect((await fetch(url)).status).toBe(403);
  });

  it('stores the parsed length (never the client’s claim) and the partner the client sent', async () => {
    const user = await subscriber();
    const told = await upload(server, user, webmBytes(), 'clip.webm', 'video/webm', {
      duration_seconds: '134',
      partner_name: '  Taras  ',
    });
    expect(told.status, JSON.stringify(told.body)).toBe(201);
    // The answer keeps its fields and adds the two.
    expect(told.body.video).toMatchObject({ size: webmBytes().length, duration_seconds: 2, partner_name: 'Taras' });
    expect(Object.keys(told.body.video).sort()).toEqual(
      ['duration_seconds', 'id', 'partner_name', 'size', 'updated_at', 'url'].sort(),
    );
    server.clock.advance(1000);
    // A client that measured Infinity (a recorded WebM's own header) does not matter either.
    const silent = await upload(server, user, mp4Bytes(), 'clip.mp4', 'video/mp4', { duration_seconds: 'Infinity' });
    const list = await call(server, user, 'GET', '/get-videos');
    expect(list.status).toBe(200);
    expect(list.body.map(detailsOf)).toEqual([
      [silent.body.video.id, 2, null],
      [told.body.video.id, 2, 'Taras'],
    ]);
  });

  it('only whole videos are stored: cut off, junk after the end, HTML behind an EBML header are 422 with a code', async () => {
    const user = await subscriber();
    const before = await privateFiles(server.dataDir);
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>', 'latin1');
    const cases: Array<[string, Buffer, string]> = [
      ['webm cut off', webmBytes().subarray(0, webmBytes().length - 40), 'video_truncated'],
      ['mp4 cut off', mp4Bytes().subarray(0, mp4Bytes().length - 40), 'video_truncated'],
      ['webm + html', Buffer.concat([webmBytes(), html]), 'video_trailing_data'],
      ['mp4 + html', Buffer.concat([mp4Bytes(), html]), 'video_trailing_data'],
      ['ebml header + html (the probe’s file)', ebmlThenHtml(), 'video_trailing_data'],
    ];
    const outcomes = [];
    for (const [name, bytes] of cases) {
      const res = await upload(server, user, bytes);
      outcomes.push([name, res.status, res.body?.code, typeof res.body?.message]);
    }
    expect(outcomes).toEqual(cases.map(([name, , code]) => [name, 422, code, 'string']));
    expect(await rowsOf(server, user.user.id)).toBe(0);
    expect(await privateFiles(server.dataDir)).toEqual(before);
  });

  it('delete: another user gets 404; the owner deletes, the file goes at once and its URL is 404', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const saved = await upload(server, owner, webmBytes());
    const id = saved.body.video.id;
    const url = `${server.url}${saved.body.video.url}`;
    expect((await call(server, other, 'DELETE', '/delete-video', { videoId: id })).status).toBe(404);
    expect((await fetch(url)).status).toBe(200);
    const filesBefore = (await privateFiles(server.dataDir)).length;
    expect((await call(server, owner, 'DELETE', '/delete-video', { videoId: id })).status).toBe(200);
    expect((await privateFiles(server.dataDir)).length).toBe(filesBefore - 1);
    expect((await fetch(url)).status).toBe(404);
    expect((await call(server, owner, 'DELETE', '/delete-video', { videoId: id })).status).toBe(404);
    expect((await call(server, owner, 'DELETE', '/delete-video', {})).status).toBe(422);
  });
});
