import { randomBytes } from 'node:crypto';
import { PRIVATE_PREFIX } from '../../ports/storage';

/**
 * Storage keys of a user's files. Every per-user file lives under one of `userMediaPrefixes`,
 * which is how account deletion finds them all without a table of files.
 */
const random = () => randomBytes(12).toString('base64url');

/** Public profile photo, a fresh name per upload so caches never serve a stale picture. */
export const photoKey = (userId: number, extension: string) => `photos/${userId}-${random()}.${extension}`;

/** Private recorded video, reachable only through signed URLs. */
export const videoKey = (userId: number, extension: string) =>
  `${PRIVATE_PREFIX}videos/${userId}/${random()}.${extension}`;

export const userMediaPrefixes = (userId: number) => [`photos/${userId}-`, `${PRIVATE_PREFIX}videos/${userId}/`];
