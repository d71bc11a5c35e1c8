import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordingView } from '../../../machines/recording/recording.selectors';
import { Button } from '../../ui/Button';
import * as s from './RecordingStatus.css';

export interface RecordingStatusProps {
  view: Pick<RecordingView, 'recording' | 'elapsed' | 'uploading' | 'progress' | 'pending' | 'partnerRecording'>;
  onUploadPending: () => void;
  onDiscardPending: () => void;
}

/**
 * Over the call: the own 'recording' notice with the elapsed time, the partner's "recording"
 * badge (they record us), the upload's progress, and the offer to upload a recording kept from an
 * earlier visit.
 */
export function RecordingStatus({ view, onUploadPending, onDiscardPending }: RecordingStatusProps) {
  const { t } = useLingui();
  return (
    <div className={s.stack}>
      {view.recording && (
        <output className={s.badge} data-testid="recording-notice" aria-live="polite">
          <span className={s.dot} aria-hidden="true" />
          <Trans>recording</Trans> <span>{view.elapsed}</span>
        </output>
      )}
      {view.partnerRecording && (
        <output className={s.badge} data-testid="partner-recording" aria-live="polite">
          <span className={s.dot} aria-hidden="true" />
          <Trans>Your partner is recording</Trans>
        </output>
      )}
      {view.uploading && (
        <div className={s.panel} data-testid="recording-upload">
          <label>
            <Trans>Saving the video… {view.progress}%</Trans>
            <progress className={s.progress} max={100} value={view.progress} aria-label={t`Upload progress`} />
          </label>
        </div>
      )}
      {view.pending && (
        <div className={s.panel} role="alertdialog" aria-label={t`Unsaved recording`} data-testid="pending-recording">
          <p>
            <Trans>A recording from your last visit was not saved. Upload it now?</Trans>
          </p>
          <div className={s.actions}>
            <Button variant="secondary" size="sm" onClick={onDiscardPending}>
              <Trans>Discard</Trans>
            </Button>
            <Button size="sm" onClick={onUploadPending}>
              <Trans>Upload</Trans>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
