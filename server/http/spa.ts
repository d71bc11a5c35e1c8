import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createDocumentEncoder } from './encode-document';
import { loadPageDocuments } from './page-documents';

/**
 * Serves the built SPA from `distDir`: hashed assets with long caching, and the page's document
 * (`index.html` with the page's preloads, page-documents.ts) for every other GET (or HEAD) that is
 * not an API or media path (client routes, `/ua/...` included; 404 when the path is no page).
 * Source maps (the full client source) are built hidden for the bundle benchmark, and served only
 * with `SOURCE_MAPS=1` (local debugging), whatever NODE_ENV says: otherwise they answer 404 like
 * any missing file (issue 28 item 4).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps: boolean },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const documents = hasBuild ? loadPageDocuments(distDir) : null;
  const encode = createDocumentEncoder();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br/.gz twins made at build (scripts/vite-precompress.ts), chosen by Accept-Encoding;
      // the plugin adds `Vary: Accept-Encoding`.
      preCompressed: true,
      allowedPath: (pathName) => options.serveSourceMaps || !isSourceMapPath(pathName),
      // @fastify/static 10 passes the FastifyReply here (not the raw response).
      // A hashed asset never changes under its name, so nothing revalidates it: no validators
      // (≈ 0.1 KB of headers on each of a first load's files over HTTP/1.1, issue 30).
      setHeaders(reply, filePath) {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) return;
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi =
      url === '/api' ||
      url.startsWith('/api/') ||
      url.startsWith('/media/') ||
      url.startsWith('/peerjs') ||
      url.startsWith('/realtime');
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!page || isApi || looksLikeFile) return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    if (!documents) return reply.status(503).send({ message: 'The web app is not built yet: run `npm run build`.' });
    // The page's document (its chunks preloaded; 404 for a path that is no page), revalidated on
    // every visit so a new build is picked up at once; compressed like the assets.
    const { status, html } = documents.documentFor(url.split('?')[0] ?? '/');
    const { body, encoding } = encode(html, request.headers['accept-encoding']);
    reply.status(status).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    // HEAD: the headers GET would send, without the page.
    if (request.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(body)).send();
    return reply.send(body);
  });
}

/** A source map, or a compressed twin of one should a build ever write it (`x.js.map.br`). */
export const isSourceMapPath = (pathName: string) => /\.map(\.(br|gz))?$/i.test(pathName);
