import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { EVIDENCE_MAX_BYTES, SAFETY_MESSAGES } from '../../../contract/safety';
import { unprocessable } from '../../http/errors';
import { type MediaStorage, PRIVATE_PREFIX } from '../../ports/storage';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const refuse = (message: string) => unprocessable(message, { evidence: [message] });

/**
 * A report's still frame: a JPEG or PNG data URL (the schema checked its shape), checked by its
 * content, at most 1 MB, and re-encoded as a JPEG without metadata, so what is stored is an image
 * we made, never the bytes we were sent.
 */
export async function prepareEvidence(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > EVIDENCE_MAX_BYTES) throw refuse(SAFETY_MESSAGES.evidenceTooLarge);
  if (!startsWith(bytes, JPEG) && !startsWith(bytes, PNG)) throw refuse(SAFETY_MESSAGES.evidenceInvalid);
  try {
    return await sharp(bytes, { limitInputPixels: 4096 * 4096 })
      .rotate()
      .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw refuse(SAFETY_MESSAGES.evidenceInvalid);
  }
}

/** Checks, re-encodes and stores a report's still frame privately; answers its storage key. */
export function createEvidenceStore(storage: Pick<MediaStorage, 'put'>) {
  return async (dataUrl: string): Promise<string> => {
    const jpeg = await prepareEvidence(dataUrl);
    const key = `${PRIVATE_PREFIX}evidence/${randomUUID()}.jpg`;
    await storage.put(key, jpeg, 'image/jpeg');
    return key;
  };
}
