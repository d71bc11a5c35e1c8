import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA from `distDir`: hashed assets with long caching, and `index.html` for
 * every other GET (or HEAD) that is not an API or media path (client routes, `/ua/...` included).
 * Source maps (the full client source) are built for the bundle benchmark and for debugging, but
 * not served in production: there they answer 404 like any missing file.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  options: { serveSourceMaps: boolean },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br/.gz twins made at build (scripts/vite-precompress.ts), chosen by Accept-Encoding;
      // the plugin adds `Vary: Accept-Encoding`.
      preCompressed: true,
      allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
      // @fastify/static 10 passes the FastifyReply here (not the raw response).
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
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
    if (!page || isApi || looksLikeFile) return reply.status(404).send({ message: 'Not found.' });
    if (!hasBuild) return reply.status(503).send({ message: 'The web app is not built yet: run `npm run build`.' });
    // The page itself (compressed like the assets), revalidated on every visit so a new build
    // is picked up at once; HEAD gets the same headers without the body.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
