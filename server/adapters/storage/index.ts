import type { AppConfig } from '../../config';
import type { MediaStorage } from '../../ports/storage';
import { LocalMediaStorage } from './local';
import { createS3Client, S3MediaStorage } from './s3';

/** The configured media storage: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
export function createMediaStorage(config: AppConfig, now: () => Date): { storage: MediaStorage; close: () => void } {
  if (config.s3Bucket) {
    const opts = {
      bucket: config.s3Bucket,
      region: config.s3Region,
      endpoint: config.s3Endpoint,
      accessKeyId: config.s3AccessKeyId,
      secretAccessKey: config.s3SecretAccessKey,
      publicUrl: config.s3PublicUrl,
      now,
    };
    const client = createS3Client(opts);
    return { storage: new S3MediaStorage(client, opts), close: () => client.destroy() };
  }
  return {
    storage: new LocalMediaStorage(config.dataDir, config.mediaSigningSecret || config.jwtSecret, now),
    close: () => {},
  };
}
