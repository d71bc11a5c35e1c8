import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LocalMediaStorage, PRIVATE_MEDIA_PATH, PUBLIC_MEDIA_PATH } from '../../adapters/storage/local';
import { forbidden } from '../../http/errors';
import type { MediaStorage } from '../../ports/storage';

/** What the media routes are handed (server/composition.ts). */
export interface MediaRouteDeps {
  storage: MediaStorage;
}

/**
 * Serves media kept on local disk (mounted at the server root, not under /api):
 * public files at /media/* with long caching (their names are random per upload), private
 * files at /media/private/* only with a valid, unexpired signature. With S3 storage the bucket
 * (or its CDN) serves media and nothing is registered here. More specific media routes
 * registered elsewhere (e.g. /media/breeds/) take precedence over the /media/* wildcard.
 */
export function mediaRoutes(ctx: MediaRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const storage = ctx.storage;
    if (!(storage instanceof LocalMediaStorage)) return;
    await storage.ensureRoots();

    await app.register(fastifyStatic, {
      root: storage.publicRoot,
      prefix: PUBLIC_MEDIA_PATH,
      decorateReply: false,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      // Defence in depth: the private root is a different folder, but never let the public
      // route answer for the private prefix, whatever the router does with odd paths.
      allowedPath: (pathName) => !pathName.startsWith('/private/') && !pathName.endsWith('.part'),
    });

    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        const pathAfterPrefix = safeDecode(request.url.split('?')[0].slice(PRIVATE_MEDIA_PATH.length));
        const query = request.query as Record<string, string | undefined>;
        if (pathAfterPrefix === null || !storage.verifyPrivate(pathAfterPrefix, query.expires, query.signature))
          throw forbidden('This link is invalid or has expired.', 'link_expired');
        reply.header('cache-control', 'private, no-store');
      });
      await scope.register(fastifyStatic, {
        root: storage.privateRoot,
        prefix: PRIVATE_MEDIA_PATH,
        decorateReply: false,
        index: false,
        redirect: false,
        dotfiles: 'deny',
        cacheControl: false,
        allowedPath: (pathName) => !pathName.endsWith('.part'),
      });
    });
  };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
