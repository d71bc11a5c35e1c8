import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA from `distDir`: hashed assets with long caching, and `index.html` for
 * every other GET that is not an API or media path (client routes, `/ua/...` included).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    if (request.method !== 'GET' || isApi || looksLikeFile) return reply.status(404).send({ message: 'Not found.' });
    if (!hasBuild)
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
}
