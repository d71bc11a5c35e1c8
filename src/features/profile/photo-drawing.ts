import { PHOTO_MAX_DIMENSION } from '../../../contract/profile';
import {
  type PhotoAdjustments,
  type PhotoFormat,
  type PhotoSource,
  scaleOfSize,
} from '../../../machines/photo-editor/photo-editor.types';

/** A decoded picture the canvas can draw (an ImageBitmap, or a canvas in stories). */
export type DrawablePhoto = PhotoSource & CanvasImageSource;

/**
 * Draws the picture into a square frame as the editor shows it: it covers the frame, is scaled
 * by the size slider (spec §9: 1 + (size − 1) / 5) and turned by the angle around the centre.
 * The same drawing serves the live preview and the saved file, so what is seen is what is saved.
 */
export function drawPhoto(
  context: CanvasRenderingContext2D,
  photo: DrawablePhoto,
  { size, angle }: PhotoAdjustments,
  side: number,
  background: string | null,
): void {
  context.clearRect(0, 0, side, side);
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, side, side);
  }
  const cover = side / Math.min(photo.width, photo.height);
  const scale = cover * scaleOfSize(size);
  context.save();
  context.translate(side / 2, side / 2);
  context.rotate((angle * Math.PI) / 180);
  context.scale(scale, scale);
  context.imageSmoothingQuality = 'high';
  context.drawImage(photo, -photo.width / 2, -photo.height / 2);
  context.restore();
}

/** Spec §9: the saved photo is the frame at half the picture's resolution (within the server's limit). */
export const SAVED_PHOTO_SCALE = 0.5;
/** Spec §9: JPEG quality of the profile photo. */
export const JPEG_QUALITY = 0.8;

/** Side of the saved square: half the picture's shorter side, at least 1 px, at most the server's maximum. */
export function savedPhotoSide(photo: PhotoSource): number {
  return Math.max(
    1,
    Math.min(PHOTO_MAX_DIMENSION, Math.round(Math.min(photo.width, photo.height) * SAVED_PHOTO_SCALE)),
  );
}

export const PHOTO_MIME: Record<PhotoFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };
export const PHOTO_FILE_NAME: Record<PhotoFormat, string> = { jpeg: 'photo.jpg', png: 'pet.png' };

/**
 * JPEG has no transparency: corners uncovered by a turned picture would turn black, so they are
 * filled with white (a property of the saved picture, not of the app's theme). PNG keeps them
 * transparent.
 */
export const JPEG_MATTE = 'white';
