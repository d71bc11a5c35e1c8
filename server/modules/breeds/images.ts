import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const BREED_IMAGES_PATH = '/media/breeds/';
const breedImagesDir = path.resolve(import.meta.dirname, '../../assets/breeds');

/**
 * Breed pictures ship with the code (server/assets/breeds) rather than with uploads, so they are
 * served by their own, more specific route; it wins over the uploads' /media/* wildcard.
 */
export async function registerBreedImages(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: breedImagesDir,
    prefix: BREED_IMAGES_PATH,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
}
