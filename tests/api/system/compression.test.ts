import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress';
import { startTestServer, type TestServer } from '../support/server';

/** Issue 16, "bytes on the wire": built files go out precompressed, large API answers compressed. */

const script = `export const greeting = ${JSON.stringify('woof '.repeat(2000))};\n`;
const page = `<!doctype html><html><head><title>PetChat</title></head><body>${'<p>pets</p>'.repeat(200)}</body></html>`;

async function fakeBuild(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), page);
  await fs.writeFile(path.join(dist, 'assets', 'entry-1a2b.js'), script);
  await fs.writeFile(path.join(dist, 'assets', 'tiny-3c4d.js'), 'export {};\n');
  await precompressDir(dist);
  return dist;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET without automatic decompression, so the test sees the bytes as sent. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe('compression', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeBuild();
    server = await startTestServer({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('the build step writes brotli and gzip twins of text files of 1 KB or more', async () => {
    const files = await fs.readdir(path.join(dist, 'assets'));
    expect(files).toEqual(expect.arrayContaining(['entry-1a2b.js.br', 'entry-1a2b.js.gz']));
    expect(files).not.toContain('tiny-3c4d.js.br');
  });

  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const answer = await rawGet(`${server.url}/assets/entry-1a2b.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(decoded(answer)).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await rawGet(`${server.url}/assets/entry-1a2b.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(script);
    const plain = await rawGet(`${server.url}/assets/entry-1a2b.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the page of a client route compressed and revalidated on every visit', async () => {
    const answer = await rawGet(`${server.url}/ua/login`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decoded(answer)).toBe(page);
  });

  it('compresses a large API answer and leaves a small one alone', async () => {
    const large = await rawGet(`${server.url}/api/docs/openapi.json`, { 'accept-encoding': 'br' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(large)).openapi).toMatch(/^3\.1/);
    const small = await rawGet(`${server.url}/api/health`, { 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).ok).toBe(true);
  });
});
