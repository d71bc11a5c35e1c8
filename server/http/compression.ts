import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API responses of at least 1 KB (user lists, moderation reports, the OpenAPI
 * document) for clients that accept it. Built assets are not compressed here: their brotli and
 * gzip twins are made at build (scripts/vite-precompress.ts) and sent as they are, which
 * `@fastify/compress` leaves alone because they already carry a Content-Encoding. Brotli runs at
 * quality 4: the highest quality would cost more CPU per request than it saves in bytes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
