import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip' | null;

/** Below this the encoding costs about what it saves (as for the built assets). */
const MIN_BYTES = 1024;

/** The best encoding the client accepts (`br` over `gzip`), honouring `;q=0` refusals. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compressed forms of the SPA's few documents, made once each and kept: the not-found handler
 * that serves them is no route, so `@fastify/compress` does not see it.
 */
export function createDocumentEncoder() {
  const cache = new Map<string, { br: Buffer; gzip: Buffer }>();
  return function encode(
    html: string,
    acceptEncoding: string | undefined,
  ): { body: Buffer | string; encoding: Encoding } {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === null || Buffer.byteLength(html) < MIN_BYTES) return { body: html, encoding: null };
    let forms = cache.get(html);
    if (!forms) {
      const raw = Buffer.from(html);
      forms = {
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(raw, { level: 9 }),
      };
      cache.set(html, forms);
    }
    return { body: forms[encoding], encoding };
  };
}
