/**
 * Media-storage port: profile photos (public) and recorded videos (private).
 *
 * Keys are relative paths such as `photos/12-Ab3x.jpg` (lower-case letters, digits, `/`, `.`,
 * `_`, `-`; no `..`). Visibility is decided by the key: keys under `private/` are never
 * reachable without a signed, expiring URL; every other key is public at `publicUrl(key)`.
 * Use the helpers in `server/modules/media/keys.ts` to build keys, so account deletion finds
 * every file of a user under that user's prefixes.
 *
 * Default adapter: local folders under `dataDir` (served at `/media/*`). With `S3_BUCKET`: an
 * S3-compatible bucket.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams `source` to `key` without holding it in memory. All or nothing: the object appears
   * under `key` only once the source ended; when the source throws (size cap, a broken upload)
   * the partial data is removed and the error rethrown. A process killed mid-way leaves only a
   * partial object that `sweepPartial` removes.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  /** Removes partial objects left under `prefix` by interrupted `putStream` calls (run at start). */
  sweepPartial(prefix: string): Promise<void>;
  /** Removes one object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (e.g. `photos/12-`). */
  deletePrefix(prefix: string): Promise<void>;
  /** URL of a public object as stored in the database, e.g. `/media/photos/12-Ab3x.jpg`. */
  publicUrl(key: string): string;
  /** The key behind a URL produced by `publicUrl`, or null when the URL is not ours. */
  keyForUrl(url: string): string | null;
  /** A URL that grants read access to any object (private ones included) for `ttlSeconds`. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
}

export const PRIVATE_PREFIX = 'private/';

const KEY_RE = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9_.-]+)*$/i;

/** Rejects keys that could escape the storage root or confuse URL building. */
export function assertSafeKey(key: string): void {
  if (!KEY_RE.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`Unsafe media key: ${JSON.stringify(key)}`);
  }
}

/** Prefixes may end in `/` or in the middle of a name (`photos/12-`). */
export function assertSafePrefix(prefix: string): void {
  assertSafeKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
