import { useLingui } from '@lingui/react/macro';
import type { CallControlsView } from '../../../machines/call-controls/call-controls.selectors';
import type { ChatView } from '../../../machines/random-chat/random-chat.selectors';
import {
  CameraIcon,
  ExpandIcon,
  FlagIcon,
  MicIcon,
  NextIcon,
  PictureInPictureIcon,
  RecordIcon,
  StopIcon,
} from './chat-icons';
import * as s from './ChatScreen.css';

export interface ChatControlsProps {
  /** What the call allows now (the random chat's view, or the friend call's). */
  chat: Pick<ChatView, 'canStart' | 'canStop' | 'canNext' | 'canReport'>;
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
 */
export function ChatControls({ chat, controls, ...on }: ChatControlsProps) {
  const { t } = useLingui();
  const full = controls.display !== 'normal';
  const floating = controls.pictureInPicture === 'on';
  return (
    <nav
      className={[s.controls, controls.visible ? undefined : s.concealed.bottom].filter(Boolean).join(' ')}
      aria-label={t`Call controls`}
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
      {!chat.canStart && (
        <button
          type="button"
          className={s.iconButton}
          aria-label={t`Stop`}
          title={t`Stop`}
          onClick={on.onStop}
          disabled={!chat.canStop}
        >
          <StopIcon />
        </button>
      )}
      {on.onNext && (
        <button
          type="button"
          className={s.iconButton}
          aria-label={t`Next`}
          title={t`Next`}
          onClick={on.onNext}
          disabled={!chat.canNext}
        >
          <NextIcon />
        </button>
      )}
      {on.recording && on.onToggleRecording && (
        <button
          type="button"
          className={s.iconButton}
          aria-pressed={on.recording.button === 'stop'}
          aria-label={on.recording.button === 'stop' ? t`Stop recording` : t`Start recording`}
          title={on.recording.button === 'stop' ? t`Stop recording` : t`Start recording`}
          onClick={on.onToggleRecording}
          disabled={on.recording.button === null || on.recording.busy}
          data-testid="record-button"
        >
          <RecordIcon active={on.recording.button === 'stop'} />
        </button>
      )}
      <button
        type="button"
        className={s.iconButton}
        aria-label={t`Report a violation`}
        title={t`Report a violation`}
        onClick={on.onReport}
        disabled={!chat.canReport}
      >
        <FlagIcon />
      </button>
      {controls.pictureInPicture !== 'unavailable' && on.onTogglePictureInPicture && (
        <button
          type="button"
          className={s.toggleButton}
          aria-pressed={floating}
          aria-label={t`Picture in picture`}
          title={floating ? t`Bring the video back to the page` : t`Keep the video in a small window`}
          onClick={on.onTogglePictureInPicture}
          data-testid="pip-button"
        >
          <PictureInPictureIcon exit={floating} />
        </button>
      )}
      <button
        type="button"
        className={s.toggleButton}
        aria-pressed={full}
        aria-label={t`Fullscreen`}
        title={full ? t`Leave fullscreen` : t`Fullscreen`}
        onClick={on.onToggleFullscreen}
      >
        <ExpandIcon exit={full} />
      </button>
    </nav>
  );
}
