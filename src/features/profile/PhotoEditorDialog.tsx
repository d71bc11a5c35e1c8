import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { PHOTO_ANGLE, PHOTO_SIZE, type PhotoProblem } from '../../../machines/photo-editor/photo-editor.types';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusMessage } from '../../ui/StatusMessage';
import { PhotoCanvas } from './PhotoCanvas';
import * as s from './PhotoEditorDialog.css';
import type { DrawablePhoto } from './photo-drawing';
import { GENERIC_FAILURE, knownMessageText } from './profile-messages';

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
export function PhotoEditorDialog({
  open,
  photo,
  size,
  angle,
  saving,
  saved,
  problem,
  serverMessage,
  onResize,
  onRotate,
  onSave,
  onCancel,
}: PhotoEditorDialogProps) {
  const { t, i18n } = useLingui();
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
        <div className={s.frame}>
          {photo && <PhotoCanvas photo={photo} size={size} angle={angle} label={t`Preview of the new photo`} />}
        </div>
        <div className={s.sliders}>
          <RangeSlider
            label={<Trans>Size</Trans>}
            shown={String(size)}
            range={PHOTO_SIZE}
            value={size}
            disabled={saving || saved}
            onChange={onResize}
          />
          <RangeSlider
            label={<Trans>Angle</Trans>}
            shown={t`${angle}°`}
            range={PHOTO_ANGLE}
            value={angle}
            disabled={saving || saved}
            onChange={onRotate}
          />
        </div>
        {saved && (
          <StatusMessage tone="success">
            <Trans>Photo updated successfully</Trans>
          </StatusMessage>
        )}
        {problem === 'uploadFailed' && (
          <StatusMessage tone="error">{knownMessageText(serverMessage, i18n) ?? i18n._(GENERIC_FAILURE)}</StatusMessage>
        )}
      </div>
    </Dialog>
  );
}

interface RangeSliderProps {
  label: ReactNode;
  /** The value as shown next to the label (e.g. with a unit). */
  shown: string;
  range: { min: number; max: number };
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

function RangeSlider({ label, shown, range, value, disabled, onChange }: RangeSliderProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={s.sliderLabel}>
        <span>{label}</span>
        <output htmlFor={id}>{shown}</output>
      </label>
      <input
        id={id}
        className={s.slider}
        type="range"
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </>
  );
}
