import { useLingui } from '@lingui/react/macro';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import { DropdownMenu, DropdownMenuItem } from '../../ui/DropdownMenu';
import * as s from './CallScreen.css';
import {
  CameraIcon,
  ExpandIcon,
  FlagIcon,
  MicIcon,
  MoreIcon,
  NextIcon,
  PictureInPictureIcon,
  RecordIcon,
  StopIcon,
} from './call-icons';
import type { CallActions } from './call-stage';

export interface CallControlsProps {
  /** What the call allows now (the random chat's, or the friend call's). */
  actions: CallActions;
  controls: CallControlsView;
  onStop(): void;
  /** Without it (a friend call) there is no Next button. */
  onNext?: () => void;
  onToggleMic(): void;
  onToggleCamera(): void;
  onToggleFullscreen(): void;
  /** Floats the partner's video (picture-in-picture) or brings it back; shown on a call where the browser can. */
  onTogglePictureInPicture?: () => void;
  onReport(): void;
  /** Start/stop recording (shown to everyone in a call; the server decides). */
  recording?: { button: 'start' | 'stop' | null; busy: boolean };
  onToggleRecording?: () => void;
}

/**
 * The navigation bar of the call (spec §2): microphone, camera, stop, next, report, fullscreen, and
 * picture-in-picture on a call where the browser has it (issue 24).
 * Start is not here: the screen shows one Start chat button while a chat can start (issue 14). Shared by the random chat and the friend call (which has no Next).
 *
 * One row on a phone (issue 25): mic, camera, Stop, the large primary (Next, or Stop in a friend
 * call) and "⋯", a menu with record, report, picture-in-picture and fullscreen. Wider screens show
 * those four as buttons in the row instead; both sets are rendered and CSS shows one, so the view
 * stays pure (no viewport state) and the two layouts cannot drift apart.
 */
export function CallControls({ actions, controls, ...on }: CallControlsProps) {
  const { t } = useLingui();
  const full = controls.display !== 'normal';
  const floating = controls.pictureInPicture === 'on';
  const pip = controls.pictureInPicture !== 'unavailable' && on.onTogglePictureInPicture;
  const recording = on.recording && on.onToggleRecording ? on.recording : null;
  const recordLabel = recording?.button === 'stop' ? t`Stop recording` : t`Start recording`;
  const recordDisabled = !recording || recording.button === null || recording.busy;
  const pipLabel = floating ? t`Bring the video back to the page` : t`Keep the video in a small window`;
  // The friend call has no Next: Stop is its main action, large.
  const stopIsPrimary = !on.onNext;
  return (
    <nav
      className={[s.controls, controls.visible ? undefined : s.concealed.bottom].filter(Boolean).join(' ')}
      aria-label={t`Call controls`}
      data-testid="call-controls"
    >
      <button
        type="button"
        className={s.iconButton}
        aria-pressed={controls.micOn}
        aria-label={t`Microphone`}
        title={controls.micOn ? t`Turn the microphone off` : t`Turn the microphone on`}
        onClick={on.onToggleMic}
      >
        <MicIcon off={!controls.micOn} />
      </button>
      <button
        type="button"
        className={s.iconButton}
        aria-pressed={controls.cameraOn}
        aria-label={t`Camera`}
        title={controls.cameraOn ? t`Turn the camera off` : t`Turn the camera on`}
        onClick={on.onToggleCamera}
      >
        <CameraIcon off={!controls.cameraOn} />
      </button>
      {/* One Start only: while a chat can start, the screen's own Start chat button is the way in. */}
      {!actions.canStart && (
        <button
          type="button"
          className={stopIsPrimary ? s.primaryStop : s.iconButton}
          aria-label={t`Stop`}
          title={t`Stop`}
          onClick={on.onStop}
          disabled={!actions.canStop}
        >
          <StopIcon />
        </button>
      )}
      {on.onNext && (
        <button
          type="button"
          className={s.primaryNext}
          aria-label={t`Next`}
          title={t`Next`}
          onClick={on.onNext}
          disabled={!actions.canNext}
        >
          <NextIcon />
        </button>
      )}
      {recording && (
        <button
          type="button"
          className={`${s.iconButton} ${s.wideOnly}`}
          aria-pressed={recording.button === 'stop'}
          aria-label={recordLabel}
          title={recordLabel}
          onClick={on.onToggleRecording}
          disabled={recordDisabled}
          data-testid="record-button"
        >
          <RecordIcon active={recording.button === 'stop'} />
        </button>
      )}
      <button
        type="button"
        className={`${s.iconButton} ${s.wideOnly}`}
        aria-label={t`Report a violation`}
        title={t`Report a violation`}
        onClick={on.onReport}
        disabled={!actions.canReport}
      >
        <FlagIcon />
      </button>
      {pip && (
        <button
          type="button"
          className={`${s.toggleButton} ${s.wideOnly}`}
          aria-pressed={floating}
          aria-label={t`Picture in picture`}
          title={pipLabel}
          onClick={on.onTogglePictureInPicture}
          data-testid="pip-button"
        >
          <PictureInPictureIcon exit={floating} />
        </button>
      )}
      <button
        type="button"
        className={`${s.toggleButton} ${s.wideOnly}`}
        aria-pressed={full}
        aria-label={t`Fullscreen`}
        title={full ? t`Leave fullscreen` : t`Fullscreen`}
        onClick={on.onToggleFullscreen}
      >
        <ExpandIcon exit={full} />
      </button>
      <span className={s.narrowOnly}>
        <DropdownMenu
          align="end"
          trigger={
            <button
              type="button"
              className={s.iconButton}
              aria-label={t`More call actions`}
              title={t`More call actions`}
              data-testid="call-more"
            >
              <MoreIcon />
            </button>
          }
        >
          {recording && (
            <DropdownMenuItem
              onSelect={() => on.onToggleRecording?.()}
              disabled={recordDisabled}
              tone={recording.button === 'stop' ? 'danger' : undefined}
            >
              <RecordIcon active={recording.button === 'stop'} />
              {recordLabel}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={on.onReport} disabled={!actions.canReport}>
            <FlagIcon />
            {t`Report a violation`}
          </DropdownMenuItem>
          {pip && (
            <DropdownMenuItem onSelect={() => on.onTogglePictureInPicture?.()}>
              <PictureInPictureIcon exit={floating} />
              {pipLabel}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={on.onToggleFullscreen}>
            <ExpandIcon exit={full} />
            {full ? t`Leave fullscreen` : t`Fullscreen`}
          </DropdownMenuItem>
        </DropdownMenu>
      </span>
    </nav>
  );
}
