import { Trans, useLingui } from '@lingui/react/macro';
import { PawIcon } from '../../ui/pet-icons';
import { VideoTile } from '../call/VideoTile';
import * as s from './PetFramedPreview.css';

/** The user's own pet, as the idle stage frames it. */
export interface PreviewPet {
  name: string;
  /** The profile photo (users.image), or null. */
  photo: string | null;
  /** The breed's picture (/media/breeds/…), or null without a breed. */
  breedImage: string | null;
  /** The breed's name in the current language, or null. */
  breedName: string | null;
}

export interface PetFramedPreviewProps {
  pet: PreviewPet;
  /** The own camera's stream, once open; null while it opens. */
  stream: MediaStream | null;
  /** False when the user turned the camera off. */
  cameraOn: boolean;
  /** Shown beside "Meet again?": on a phone, a smaller picture without the name tag. */
  compact?: boolean;
}

/**
 * The stage before Start (issue 25 "Give it a face"): the user's own camera, mirrored and muted,
 * in a frame with their pet's photo (or breed picture), name and paw prints. While the camera
 * opens, or when it is off, a calm card with the pet stands in for the picture.
 */
export function PetFramedPreview({ pet, stream, cameraOn, compact = false }: PetFramedPreviewProps) {
  const { t } = useLingui();
  const state = stream === null ? 'opening' : cameraOn ? 'on' : 'off';
  const picture = pet.photo ?? pet.breedImage;
  return (
    <figure className={s.frame} data-testid="pet-preview" data-camera={state} data-compact={compact || undefined}>
      <span className={s.pawTopLeft} aria-hidden="true">
        <PawIcon />
      </span>
      <span className={s.pawBottomRight} aria-hidden="true">
        <PawIcon />
      </span>
      <div className={compact ? `${s.window} ${s.compactWindow}` : s.window}>
        {state === 'on' ? (
          <VideoTile stream={stream} className={s.video} label={t`Your camera`} muted testId="local-video" />
        ) : (
          <div className={s.placeholder} data-testid="pet-preview-placeholder">
            <span className={s.placeholderPicture} aria-hidden="true">
              {picture ? <img src={picture} alt="" width={96} height={96} /> : <PawIcon width={48} height={48} />}
            </span>
            <p className={s.placeholderText}>
              {state === 'opening' ? (
                <Trans>Opening your camera…</Trans>
              ) : (
                <Trans>Your camera is off. Turn it on to show {pet.name}.</Trans>
              )}
            </p>
          </div>
        )}
      </div>
      <figcaption className={compact ? `${s.tag} ${s.compactTag}` : s.tag}>
        <span className={s.tagPicture} aria-hidden="true">
          {picture ? <img src={picture} alt="" width={40} height={40} /> : <PawIcon />}
        </span>
        <span className={s.tagText}>
          <span className={s.tagName}>{pet.name}</span>
          {pet.breedName && <span className={s.tagBreed}>{pet.breedName}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
