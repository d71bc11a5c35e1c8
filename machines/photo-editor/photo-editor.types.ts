import type { UserView } from '../../contract/user';

/**
 * Photo editor (spec §4 "Photo upload", §9): the profile photo and the sign-up pet photo.
 *
 *   idle ── photo.pick (an image) ──▶ decoding ──▶ editing ── photo.save ──▶ saving ──▶ saved ──(3 s)──▶ closed
 *     ▲        (not an image: stays, notImage)  └─▶ idle (unreadable)     │            └─▶ failed ── photo.save ──▶ saving
 *     └──────────────── photo.cancel (editing, failed, saved) ──────────────┴──────────────────────────▶ closed
 *   closed behaves like idle: the next pick opens the editor again.
 *
 * While editing, `photo.resize` sets the size slider (1 to 9; scale = 1 + (size − 1) / 5) and
 * `photo.rotate` the angle (0 to 360). Saving renders the picture as shown and uploads it
 * (JPEG quality 0.8 at half scale on the profile, PNG on the sign-up step); the fresh user goes
 * to the session at once (`session.userUpdated`), and `leaveAfterSave` runs when the editor closes
 * after a save.
 */

/** A decoded picture (an ImageBitmap in the browser); machines only need its size. */
export interface PhotoSource {
  readonly width: number;
  readonly height: number;
}

/** The chosen file, as far as the machine cares (a File in the browser). */
export interface PickedFile {
  readonly type: string;
}

export type PhotoFormat = 'jpeg' | 'png';

export interface PhotoEditorInput {
  format: PhotoFormat;
}

export interface PhotoAdjustments {
  /** Size slider value, 1 to 9. */
  size: number;
  /** Rotation in degrees, 0 to 360. */
  angle: number;
}

/** Why the editor shows an error: not a picture, a picture the browser cannot read, a failed upload. */
export type PhotoProblem = 'notImage' | 'unreadable' | 'uploadFailed';

export interface PhotoEditorContext extends PhotoAdjustments {
  format: PhotoFormat;
  source: PhotoSource | null;
  problem: PhotoProblem | null;
  /** The server's message of a failed upload, when it gave one (too large, not a picture). */
  serverMessage: string | null;
}

export type PhotoEditorEvent =
  | { type: 'photo.pick'; file: PickedFile }
  | { type: 'photo.resize'; size: number }
  | { type: 'photo.rotate'; angle: number }
  | { type: 'photo.save' }
  | { type: 'photo.cancel' };

export interface SavePhotoInput extends PhotoAdjustments {
  source: PhotoSource;
  format: PhotoFormat;
}

export interface PhotoEditorDeps {
  /** Decodes the file into a picture; rejects when the browser cannot read it. */
  decodePhoto(file: PickedFile, signal: AbortSignal): Promise<PhotoSource>;
  /** Renders the picture as shown and uploads it (POST /api/update, multipart `image`); rejects with an ApiFailure. */
  savePhoto(input: SavePhotoInput, signal: AbortSignal): Promise<UserView>;
  /** Once the editor closed after a save: the sign-up photo step goes on to /profile. */
  leaveAfterSave?(): void;
}

export const PHOTO_SIZE = { min: 1, max: 9, initial: 1 } as const;
export const PHOTO_ANGLE = { min: 0, max: 360, initial: 0 } as const;
/** Spec §9: photo messages show for 3000 ms. */
export const PHOTO_MESSAGE_MS = 3000;

/** Spec §9: scale = 1 + (value − 1) / 5, so the slider's 1 to 9 means ×1 to ×2.6. */
export function scaleOfSize(size: number): number {
  return 1 + (size - 1) / 5;
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

export const clampSize = (size: number) => Math.round(clamp(size, PHOTO_SIZE.min, PHOTO_SIZE.max));
export const clampAngle = (angle: number) => clamp(angle, PHOTO_ANGLE.min, PHOTO_ANGLE.max);

/** "Images only" (spec §5): the picker asks for images; a dropped file is checked here. */
export const isImageType = (type: string) => type.startsWith('image/');
