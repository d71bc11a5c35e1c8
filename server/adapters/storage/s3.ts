import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, assertSafePrefix, type MediaStorage, PRIVATE_PREFIX } from '../../ports/storage';

/** Size of each part of a streamed upload (S3 needs at least 5 MiB for every part but the last). */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, ...); empty for AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the bucket (CDN); derived from endpoint/bucket when empty. */
  publicUrl?: string;
  now?: () => Date;
}

export function createS3Client(opts: S3StorageOptions): S3Client {
  return new S3Client({
    region: opts.region || 'us-east-1',
    endpoint: opts.endpoint || undefined,
    // Custom endpoints are usually path-style only (MinIO and most self-hosted services).
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // Many S3-compatible services reject the SDK's newer default checksums on every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Media in an S3-compatible bucket. Public objects are expected to be readable at `publicUrl`
 * (bucket policy or CDN for every prefix except `private/`); private ones only via presigned
 * GET URLs.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly publicBase: string;

  constructor(
    private readonly client: S3Client,
    private readonly opts: S3StorageOptions,
  ) {
    const derived = opts.endpoint
      ? `${opts.endpoint.replace(/\/+$/, '')}/${opts.bucket}`
      : `https://${opts.bucket}.s3.${opts.region || 'us-east-1'}.amazonaws.com`;
    this.publicBase = (opts.publicUrl || derived).replace(/\/+$/, '');
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // Photo keys are random per upload, so public objects never change under a URL.
        CacheControl: key.startsWith(PRIVATE_PREFIX) ? 'private, no-store' : 'public, max-age=31536000, immutable',
      }),
    );
  }

  /**
   * A multipart upload in parts of `S3_PART_BYTES` (S3's minimum but the last): the object exists
   * only after CompleteMultipartUpload; a failure aborts the upload, and `sweepPartial` aborts
   * uploads a killed process left open. At most one part is held in memory.
   */
  async putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<void> {
    assertSafeKey(key);
    const Bucket = this.opts.bucket;
    const created = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        CacheControl: key.startsWith(PRIVATE_PREFIX) ? 'private, no-store' : 'public, max-age=31536000, immutable',
      }),
    );
    const UploadId = created.UploadId;
    if (!UploadId) throw new Error('S3 did not start a multipart upload');
    const parts: Array<{ ETag?: string; PartNumber: number }> = [];
    const sendPart = async (body: Buffer) => {
      const PartNumber = parts.length + 1;
      const answer = await this.client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: body, ContentLength: body.length }),
      );
      parts.push({ ETag: answer.ETag, PartNumber });
    };
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const chunk of source) {
        pending.push(Buffer.from(chunk));
        pendingBytes += chunk.length;
        if (pendingBytes >= S3_PART_BYTES) {
          await sendPart(Buffer.concat(pending, pendingBytes));
          pending = [];
          pendingBytes = 0;
        }
      }
      if (pendingBytes > 0 || parts.length === 0) await sendPart(Buffer.concat(pending, pendingBytes));
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => {});
      throw error;
    }
  }

  async sweepPartial(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.opts.bucket, Prefix: prefix, KeyMarker, UploadIdMarker }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId) continue;
        // Another instance may be streaming right now: only uploads older than any request are dead.
        const startedAt = upload.Initiated?.getTime() ?? 0;
        if (startedAt > (this.opts.now?.() ?? new Date()).getTime() - 3600_000) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.opts.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
      }
      const more = page.IsTruncated === true;
      KeyMarker = more ? page.NextKeyMarker : undefined;
      UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafePrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.opts.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.opts.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (result.Errors && result.Errors.length > 0) {
          throw new Error(
            `S3 refused to delete ${result.Errors.length} object(s) under ${prefix}: ${result.Errors[0]?.Code ?? 'unknown error'}`,
          );
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    if (key.startsWith(PRIVATE_PREFIX)) throw new Error('Private media has no public URL; use signedUrl.');
    return `${this.publicBase}/${key}`;
  }

  keyForUrl(url: string): string | null {
    const base = `${this.publicBase}/`;
    if (!url.startsWith(base)) return null;
    const key = url.slice(base.length);
    try {
      assertSafeKey(key);
      return key.startsWith(PRIVATE_PREFIX) ? null : key;
    } catch {
      return null;
    }
  }

  async signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }), {
      expiresIn: Math.max(1, Math.floor(ttlSeconds)),
      signingDate: this.opts.now?.(),
    });
  }
}
