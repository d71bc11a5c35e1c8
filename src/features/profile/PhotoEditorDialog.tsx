import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PHOTO_ANGLE, PHOTO_SIZE, type PhotoProblem } from '../../../machines/photo-editor/photo-editor.types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PhotoCanvas } from './PhotoCanvas';
import type { DrawablePhoto } from './photo-drawing';
import * as s from './PhotoEditorDialog.css';
import { GENERIC_FAILURE, knownMessageText } from './profile-messages';
import { StatusMessage } from '../../ui/StatusMessage';

export interface PhotoEditorDialogProps {
  open: boolean;
  photo: DrawablePhoto | null;
  /** Size slider, 1 to 9. */
  size: number;
  /** Angle in degrees, 0 to 360. */
  angle: number;
  saving: boolean;
  saved: boolean;
  problem: PhotoProblem | null;
  serverMessage: string | null;
  onResize: (size: number) => void;
  onRotate: (angle: number) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The profile-photo editor popup (spec §2 "Popups", §4 "Photo upload"). */
export function PhotoEditorDialog({ open, photo, size, angle, saving, saved, problem, serverMessage, onResize, onRotate, onSave, onCancel }: PhotoEditorDialogProps) {
  const { t, i18n } = useLingui();
  const sizeId = useId();
  const angleId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onCancel()}
      title={t`Edit photo`}
      description={t`Move the sliders to zoom and turn the picture.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {saved ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          <Button onClick={onSave} loading={saving} disabled={saved || !photo}>
            <Trans>Save photo</Trans>
          </Button>
        </>
      }
    >
      <div className={s.body}>
        <div className={s.frame}>{photo && <PhotoCanvas photo={photo} size={size} angle={angle} label={t`Preview of the new photo`} />}</div>
        <div className={s.sliders}>
          <label htmlFor={sizeId} className={s.sliderLabel}>
            <span>
              <Trans>Size</Trans>
            </span>
            <output htmlFor={sizeId}>{size}</output>
          </label>
          <input
            id={sizeId}
            className={s.slider}
            type="range"
            min={PHOTO_SIZE.min}
            max={PHOTO_SIZE.max}
            step={1}
            value={size}
            disabled={saving || saved}
            onChange={(event) => onResize(Number(event.currentTarget.value))}
          />
          <label htmlFor={angleId} className={s.sliderLabel}>
            <span>
              <Trans>Angle</Trans>
            </span>
            <output htmlFor={angleId}>{t`${angle}°`}</output>
          </label>
          <input
            id={angleId}
            className={s.slider}
            type="range"
            min={PHOTO_ANGLE.min}
            max={PHOTO_ANGLE.max}
            step={1}
            value={angle}
            disabled={saving || saved}
            onChange={(event) => onRotate(Number(event.currentTarget.value))}
          />
        </div>
        {saved && (
          <StatusMessage tone="success">
            <Trans>Photo updated successfully</Trans>
          </StatusMessage>
        )}
        {problem === 'uploadFailed' && <StatusMessage tone="error">{knownMessageText(serverMessage, i18n) ?? i18n._(GENERIC_FAILURE)}</StatusMessage>}
      </div>
    </Dialog>
  );
}
