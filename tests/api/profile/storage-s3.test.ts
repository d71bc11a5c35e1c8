import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMediaStorage } from '../../../server/adapters/storage/index';
import { createS3Client, S3_PART_BYTES, S3MediaStorage } from '../../../server/adapters/storage/s3';
import { loadConfig } from '../../../server/config';

/**
 * A tiny in-process stand-in for an S3-compatible service (path-style requests): enough of
 * PutObject, DeleteObject, ListObjectsV2 (2 keys per page, to exercise paging), DeleteObjects
 * and GET, recording every request so tests can check what the adapter sent. No network.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType?: string; cacheControl?: string }>();
  // Multipart uploads (putStream): id → key, headers, parts; the object appears only on completion.
  const uploads = new Map<
    string,
    { key: string; contentType?: string; cacheControl?: string; parts: Map<number, Buffer> }
  >();
  let uploadSeq = 0;
  const requests: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== 'pets') {
      res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'POST' && key && url.searchParams.has('uploads')) {
      const id = `upload-${++uploadSeq}`;
      uploads.set(id, {
        key,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
        parts: new Map(),
      });
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>pets</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
    } else if (req.method === 'PUT' && key && uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload) res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
      else {
        upload.parts.set(Number(url.searchParams.get('partNumber')), body);
        res.writeHead(200, { etag: `"part-${url.searchParams.get('partNumber')}"` }).end();
      }
    } else if (req.method === 'POST' && key && uploadId) {
      const upload = uploads.get(uploadId);
      if (!upload) res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
      else {
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        objects.set(upload.key, {
          body: Buffer.concat(numbers.map((n) => upload.parts.get(n) as Buffer)),
          contentType: upload.contentType,
          cacheControl: upload.cacheControl,
        });
        uploads.delete(uploadId);
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUploadResult><Key>${upload.key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
          );
      }
    } else if (req.method === 'DELETE' && key && uploadId) {
      uploads.delete(uploadId);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && !key && url.searchParams.has('uploads')) {
      const prefix = url.searchParams.get('prefix') ?? '';
      const open = [...uploads].filter(([, u]) => u.key.startsWith(prefix));
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>pets</Bucket><IsTruncated>false</IsTruncated>${open
            .map(
              ([id, u]) =>
                `<Upload><Key>${u.key}</Key><UploadId>${id}</UploadId><Initiated>2026-03-01T08:00:00.000Z</Initiated></Upload>`,
            )
            .join('')}</ListMultipartUploadsResult>`,
        );
    } else if (req.method === 'PUT' && key) {
      objects.set(key, { body, contentType: req.headers['content-type'], cacheControl: req.headers['cache-control'] });
      res.writeHead(200, { etag: '"etag"' }).end();
    } else if (req.method === 'DELETE' && key) {
      objects.delete(key);
      res.writeHead(204).end();
    } else if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      // Like S3, the token marks a position in key order, so deleting listed keys is safe.
      const after = url.searchParams.get('continuation-token');
      const remaining = after === null ? all : all.filter((k) => k > after);
      const page = remaining.slice(0, 2);
      const truncated = remaining.length > 2;
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>pets</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>${truncated}</IsTruncated>${
            truncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''
          }${page.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`).join('')}</ListBucketResult>`,
        );
    } else if (req.method === 'POST' && !key && url.searchParams.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
      for (const k of keys) objects.delete(k);
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
    } else if (req.method === 'GET' && key) {
      const object = objects.get(key);
      if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.body);
    } else {
      res.writeHead(400).end();
    }
  });
  return { server, objects, requests, uploads };
}

describe('S3 media storage adapter (against a local fake S3)', () => {
  const fake = fakeS3();
  let endpoint = '';
  const now = new Date('2026-03-01T10:00:00Z');
  let storage: S3MediaStorage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const opts = {
      bucket: 'pets',
      region: 'eu-central-1',
      endpoint,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-test-key',
      publicUrl: 'https://cdn.example/media/',
      now: () => now,
    };
    storage = new S3MediaStorage(createS3Client(opts), opts);
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('uploads with a SigV4-signed PUT carrying type and caching headers', async () => {
    await storage.put('photos/3-abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const stored = fake.objects.get('photos/3-abc.jpg');
    expect(stored?.body.toString()).toBe('jpeg bytes');
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    const [put] = fake.requests;
    expect(put.method).toBe('PUT');
    expect(new URL(put.url, endpoint).pathname).toBe('/pets/photos/3-abc.jpg');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    // The payload's SHA-256 in hex, or the marker of an unsigned/streamed payload.
    expect(put.headers['x-amz-content-sha256']).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD|STREAMING-[A-Z0-9-]+)$/);
  });

  it('streams a video as a multipart upload: the object appears only once complete', async () => {
    const part = Buffer.alloc(S3_PART_BYTES, 1);
    async function* source() {
      yield part.subarray(0, 1000);
      yield part.subarray(1000);
      yield Buffer.from('tail');
    }
    await storage.putStream('private/videos/7/v.webm', source(), 'video/webm');
    const stored = fake.objects.get('private/videos/7/v.webm');
    expect(stored?.body.length).toBe(S3_PART_BYTES + 4);
    expect(stored?.contentType).toBe('video/webm');
    expect(stored?.cacheControl).toBe('private, no-store');
    expect(fake.requests.filter((r) => r.method === 'PUT').length).toBe(2);
    expect(fake.uploads.size).toBe(0);
  });

  it('a stream that fails leaves no object and aborts the upload', async () => {
    async function* broken() {
      yield Buffer.from('start');
      throw new Error('connection lost');
    }
    await expect(storage.putStream('private/videos/7/broken.webm', broken(), 'video/webm')).rejects.toThrow(
      'connection lost',
    );
    expect(fake.objects.has('private/videos/7/broken.webm')).toBe(false);
    expect(fake.uploads.size).toBe(0);
    expect(fake.requests.at(-1)?.method).toBe('DELETE');
  });

  it('sweeps multipart uploads a killed process left open under a prefix', async () => {
    fake.uploads.set('left-over', { key: 'private/videos/8/x.webm', parts: new Map() });
    fake.uploads.set('elsewhere', { key: 'photos/8-x.jpg', parts: new Map() });
    await storage.sweepPartial('private/videos/');
    expect([...fake.uploads.keys()]).toEqual(['elsewhere']);
    fake.uploads.clear();
  });

  it('keeps private objects out of public caches', async () => {
    await storage.put('private/videos/3/a.webm', Buffer.from('video'), 'video/webm');
    expect(fake.objects.get('private/videos/3/a.webm')?.cacheControl).toBe('private, no-store');
  });

  it('builds public URLs on S3_PUBLIC_URL and maps them back to keys', () => {
    expect(storage.publicUrl('photos/3-abc.jpg')).toBe('https://cdn.example/media/photos/3-abc.jpg');
    expect(storage.keyForUrl('https://cdn.example/media/photos/3-abc.jpg')).toBe('photos/3-abc.jpg');
    expect(storage.keyForUrl('/media/photos/3-abc.jpg')).toBeNull();
    expect(storage.keyForUrl('https://cdn.example/media/../x')).toBeNull();
    expect(() => storage.publicUrl('private/videos/3/a.webm')).toThrow();
  });

  it('deletes one object', async () => {
    await storage.put('photos/4-x.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('photos/4-x.jpg');
    expect(fake.objects.has('photos/4-x.jpg')).toBe(false);
    const last = fake.requests.at(-1);
    expect(last?.method).toBe('DELETE');
    expect(new URL(last?.url ?? '', endpoint).pathname).toBe('/pets/photos/4-x.jpg');
  });

  it('deletes by prefix across list pages, leaving look-alike prefixes alone', async () => {
    for (const k of ['photos/5-a.jpg', 'photos/5-b.jpg', 'photos/5-c.jpg', 'photos/5-d.webp', 'photos/55-a.jpg'])
      await storage.put(k, Buffer.from(k), 'image/jpeg');
    fake.requests.length = 0;
    await storage.deletePrefix('photos/5-');
    expect([...fake.objects.keys()].filter((k) => k.startsWith('photos/5'))).toEqual(['photos/55-a.jpg']);
    const lists = fake.requests.filter((r) => r.method === 'GET');
    const deletes = fake.requests.filter((r) => r.method === 'POST');
    expect(lists.length).toBe(2);
    expect(deletes.length).toBe(2);
    // DeleteObjects must carry a checksum; S3 rejects it otherwise.
    expect(Object.keys(deletes[0].headers).some((h) => h === 'content-md5' || h.startsWith('x-amz-checksum-'))).toBe(
      true,
    );
  });

  it('signs expiring GET URLs that the service accepts', async () => {
    await storage.put('private/videos/9/clip.webm', Buffer.from('clip'), 'video/webm');
    const url = new URL(await storage.signedUrl('private/videos/9/clip.webm', 900));
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toBe('/pets/private/videos/9/clip.webm');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIDTEST/20260301/eu-central-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260301T100000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('clip');
  });

  it('rejects unsafe keys before any request', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe media key/);
    await expect(storage.deletePrefix('')).rejects.toThrow(/Unsafe media key/);
    expect(fake.requests).toEqual([]);
  });

  it('is chosen by S3_BUCKET, else the local adapter is', () => {
    const s3 = createMediaStorage(
      loadConfig({
        S3_BUCKET: 'pets',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'eu-central-1',
        S3_PUBLIC_URL: 'https://cdn.example',
      }),
      () => now,
    );
    expect(s3.storage).toBeInstanceOf(S3MediaStorage);
    expect(s3.storage.publicUrl('photos/1-a.jpg')).toBe('https://cdn.example/photos/1-a.jpg');
    s3.close();
    const derived = createMediaStorage(loadConfig({ S3_BUCKET: 'pets', S3_ENDPOINT: `${endpoint}/` }), () => now);
    expect(derived.storage.publicUrl('photos/1-a.jpg')).toBe(`${endpoint}/pets/photos/1-a.jpg`);
    derived.close();
    const local = createMediaStorage(loadConfig({}), () => now);
    expect(local.storage).not.toBeInstanceOf(S3MediaStorage);
    expect(local.storage.publicUrl('photos/1-a.jpg')).toBe('/media/photos/1-a.jpg');
  });
});
