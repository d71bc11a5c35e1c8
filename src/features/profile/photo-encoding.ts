import type { UserView } from '../../../contract/user';
import type { PhotoSource, PickedFile, SavePhotoInput } from '../../../machines/photo-editor/photo-editor.types';
import { apiFailure } from '../../../machines/shared/api-failure';
import { profileApi } from '../../adapters/api/profile-api';
import {
  type DrawablePhoto,
  drawPhoto,
  JPEG_MATTE,
  JPEG_QUALITY,
  PHOTO_FILE_NAME,
  PHOTO_MIME,
  savedPhotoSide,
} from './photo-drawing';

/** Reads a picked file into a picture the canvas can draw, upright by its EXIF orientation. */
export async function decodePhoto(file: PickedFile): Promise<PhotoSource> {
  try {
    return await createImageBitmap(file as Blob, { imageOrientation: 'from-image' });
  } catch (error) {
    // Browsers decode SVG only through an <img>; it is drawn (and saved) as pixels like any picture.
    if (file.type !== 'image/svg+xml') throw error;
    return decodeWithImage(file as Blob);
  }
}

async function decodeWithImage(blob: Blob): Promise<PhotoSource> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (!image.naturalWidth || !image.naturalHeight) throw new Error('The picture has no size');
    image.width = image.naturalWidth;
    image.height = image.naturalHeight;
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Renders the adjusted picture into a file: JPEG at quality 0.8 or PNG, at half resolution (spec §7, §9). */
export function encodePhoto({ source, size, angle, format }: SavePhotoInput, doc: Document = document): Promise<Blob> {
  const side = savedPhotoSide(source);
  const canvas = doc.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(apiFailure(null, { message: null }));
  drawPhoto(context, source as DrawablePhoto, { size, angle }, side, format === 'jpeg' ? JPEG_MATTE : null);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(apiFailure(null))),
      PHOTO_MIME[format],
      format === 'jpeg' ? JPEG_QUALITY : undefined,
    );
  });
}

/** The photo editor's save: render, then upload as the multipart `image`. */
export async function savePhoto(input: SavePhotoInput, signal: AbortSignal): Promise<UserView> {
  const blob = await encodePhoto(input);
  return profileApi.uploadPhoto(blob, PHOTO_FILE_NAME[input.format], signal);
}
