import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDocumentEncoder, preferredEncoding } from '../../server/http/encode-document';

describe('document encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.0, br;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses a document of 1 KB or more once and keeps it, and leaves a small one alone', () => {
    const encode = createDocumentEncoder();
    const page = `<!doctype html>${'<p>woof</p>'.repeat(200)}`;
    const first = encode(page, 'br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body as Buffer).toString()).toBe(page);
    expect(encode(page, 'br').body).toBe(first.body);
    expect(encode('<p>hi</p>', 'br')).toEqual({ body: '<p>hi</p>', encoding: null });
  });
});
