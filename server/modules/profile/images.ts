import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_DIMENSION, PROFILE_MESSAGES } from '../../../contract/profile';
import { HttpError, unprocessable } from '../../http/errors';

/**
 * Turns an uploaded file into a safe profile photo.
 *
 * - Accepted by content only: the first bytes must be a JPEG, PNG, WebP or GIF signature and
 *   sharp must decode the file as that same format. File name and declared type are ignored, so
 *   SVG, HTML or anything renamed `.jpg` is refused.
 * - Always re-encoded, never stored as uploaded: turned upright by its EXIF orientation, scaled
 *   to fit PHOTO_MAX_DIMENSION, converted to sRGB, and written without any metadata (EXIF, GPS,
 *   XMP, ICC are dropped: sharp keeps none unless asked).
 * - Opaque pictures become JPEG (quality 85, mozjpeg): the smallest result for photos.
 *   Pictures with an alpha channel become WebP (quality 85, lossless alpha), which keeps the
 *   transparency at a fraction of PNG's size. Animated GIFs keep their first frame.
 */

export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export interface ProcessedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  extension: 'jpg' | 'webp';
  width: number;
  height: number;
}

/** Decompression-bomb guard: a 5 MB PNG can describe gigapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const format = sniffImageFormat(input);
  if (!format) throw unprocessable(PROFILE_MESSAGES.photoUnsupported);

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(PROFILE_MESSAGES.photoUnsupported);
  }
  if (meta.format !== format || !meta.width || !meta.height) throw unprocessable(PROFILE_MESSAGES.photoUnsupported);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw unprocessable(PROFILE_MESSAGES.photoTooManyPixels);

  const withAlpha = meta.hasAlpha === true;
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_DIMENSION, height: PHOTO_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    const encoded = withAlpha
      ? pipeline.webp({ quality: 85, alphaQuality: 100 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return withAlpha
      ? { bytes: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height }
      : { bytes: data, contentType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Truncated or corrupt data behind a valid signature.
    throw unprocessable(PROFILE_MESSAGES.photoUnsupported);
  }
}
